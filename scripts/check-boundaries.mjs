#!/usr/bin/env node
// The dependency rules of docs/architecture.md, checked on every `npm run lint`:
// - server: a module imports another module only through its `index.ts`;
// - web: a feature never imports another feature (app/ composes them);
// - layers point one way: server app → modules (routes → commands → module index files) →
//   access, lib, plugins, jobs, db → contract; web app → features → components, lib → contract;
// - no cycle between server modules, between web features, or between files.
// Imports are read with TypeScript's own pre-processor (no regexes over source).
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

// The repository root, or the folder given (the checker's own test runs it on a small tree).
const root = path.resolve(
  process.argv[2] ?? path.join(path.dirname(new URL(import.meta.url).pathname), '..'),
);
const areas = [
  { name: 'server module', dir: 'server/src/modules', publicEntry: 'index.ts' },
  { name: 'web feature', dir: 'web/src/features', publicEntry: null },
];

function sourceFiles(dir) {
  const out = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...sourceFiles(full));
    else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(full);
  }
  return out;
}

/** Relative imports of a file, resolved to files on disk (`./x.js` → `x.ts`/`x.tsx`/`x/index.ts`). */
function importsOf(file) {
  const { importedFiles } = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true);
  const out = [];
  for (const { fileName } of importedFiles) {
    if (!fileName.startsWith('.')) continue;
    const base = path.resolve(path.dirname(file), fileName).replace(/\.js$/, '');
    const found = [
      `${base}.ts`,
      `${base}.tsx`,
      path.join(base, 'index.ts'),
      path.join(base, 'index.tsx'),
    ].find((candidate) => fs.existsSync(candidate));
    if (found) out.push(found);
  }
  return out;
}

/** The unit (module or feature) a file belongs to, or null outside the checked areas. */
function unitOf(file) {
  for (const area of areas) {
    const rel = path.relative(path.join(root, area.dir), file);
    if (!rel.startsWith('..') && rel.includes(path.sep)) return { area, name: rel.split(path.sep)[0], rel };
  }
  return null;
}

const problems = [];
const files = ['server/src', 'web/src', 'contract/src']
  .filter((dir) => fs.existsSync(path.join(root, dir)))
  .flatMap((dir) => sourceFiles(path.join(root, dir)));
const graph = new Map(files.map((file) => [file, importsOf(file)]));
const unitGraph = new Map();
const show = (file) => path.relative(root, file);

for (const [file, targets] of graph) {
  const from = unitOf(file);
  for (const target of targets) {
    const to = unitOf(target);
    if (!from || !to || from.area !== to.area || from.name === to.name) continue;
    const key = `${from.area.name}:${from.name}`;
    if (!unitGraph.has(key)) unitGraph.set(key, new Map());
    unitGraph.get(key).set(`${to.area.name}:${to.name}`, `${show(file)} → ${show(target)}`);
    if (from.area.publicEntry === null) {
      problems.push(`${show(file)} imports ${show(target)}: a ${from.area.name} never imports another`);
    } else if (to.rel !== path.join(to.name, from.area.publicEntry)) {
      problems.push(
        `${show(file)} imports ${show(target)}: use ${to.area.dir}/${to.name}/${to.area.publicEntry}`,
      );
    }
  }
}

/** Folders (relative to the root) that a file in the first folder must not import from. */
const forbidden = [
  ['contract/src/', ['server/', 'web/']],
  ['server/src/access/', ['server/src/modules/', 'server/src/commands/', 'server/src/app.ts']],
  [
    'server/src/lib/',
    ['server/src/modules/', 'server/src/commands/', 'server/src/access/', 'server/src/app.ts'],
  ],
  [
    'server/src/plugins/',
    ['server/src/modules/', 'server/src/commands/', 'server/src/access/', 'server/src/app.ts'],
  ],
  [
    'server/src/jobs/',
    ['server/src/modules/', 'server/src/commands/', 'server/src/access/', 'server/src/app.ts'],
  ],
  [
    'server/src/db/',
    ['server/src/modules/', 'server/src/commands/', 'server/src/access/', 'server/src/app.ts'],
  ],
  ['server/src/commands/', ['server/src/app.ts']],
  ['server/src/modules/', ['server/src/app.ts']],
  ['web/src/components/', ['web/src/features/', 'web/src/app/']],
  ['web/src/lib/', ['web/src/features/', 'web/src/app/']],
  ['web/src/features/', ['web/src/app/']],
];
for (const [file, targets] of graph) {
  const from = show(file);
  for (const target of targets) {
    const to = show(target);
    const rule = forbidden.find(
      ([folder, banned]) => from.startsWith(folder) && banned.some((b) => to.startsWith(b)),
    );
    if (rule) problems.push(`${from} imports ${to}: ${rule[0]} sits below it`);
    // Commands sit between a module's routes and the modules they combine.
    if (
      to.startsWith('server/src/commands/') &&
      from.startsWith('server/src/modules/') &&
      !from.endsWith('/routes.ts')
    ) {
      problems.push(`${from} imports ${to}: only a module's routes.ts calls commands`);
    }
    const module = to.match(/^server\/src\/modules\/([^/]+)\/(.+)$/);
    if (from.startsWith('server/src/commands/') && module && module[2] !== 'index.ts') {
      problems.push(`${from} imports ${to}: commands use server/src/modules/${module[1]}/index.ts`);
    }
  }
}

/** Every cycle of a graph, reported once each (Tarjan's strongly connected components). */
function cyclesOf(edges) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const components = [];
  let next = 0;
  const visit = (node) => {
    index.set(node, next);
    low.set(node, next++);
    stack.push(node);
    onStack.add(node);
    for (const target of edges(node)) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node), low.get(target)));
      } else if (onStack.has(target)) low.set(node, Math.min(low.get(node), index.get(target)));
    }
    if (low.get(node) === index.get(node)) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) components.push(component);
    }
  };
  return (nodes) => {
    for (const node of nodes) if (!index.has(node)) visit(node);
    return components;
  };
}

for (const component of cyclesOf((node) => unitGraph.get(node)?.keys() ?? [])(unitGraph.keys())) {
  const members = new Set(component);
  const links = component.flatMap((node) =>
    [...unitGraph.get(node)].filter(([target]) => members.has(target)).map(([, via]) => `    ${via}`),
  );
  problems.push(`import cycle between ${component.sort().join(', ')}:\n${links.join('\n')}`);
}
for (const component of cyclesOf((node) => graph.get(node) ?? [])(graph.keys())) {
  problems.push(`import cycle between files: ${component.map(show).sort().join(', ')}`);
}

if (problems.length > 0) {
  console.error(`Dependency rules broken (docs/architecture.md):\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
console.log(`Dependency rules hold: ${files.length} files checked.`);
