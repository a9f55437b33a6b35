#!/usr/bin/env node
// Files stay small (docs/decisions.md, "Tooling"): a hand-written source file of server, web or
// contract, tests and test helpers included, has at most LIMIT lines; past it, split it by what
// each part does. Checked on every `npm run lint`.
import fs from 'node:fs';
import path from 'node:path';

const LIMIT = 400;
// The repository root, or the folder given with its own known exceptions after it (the checker's
// own test runs it on a small tree).
const [givenRoot, ...givenExceptions] = process.argv.slice(2);
const root = path.resolve(givenRoot ?? path.join(path.dirname(new URL(import.meta.url).pathname), '..'));
const folders = ['server/src', 'server/test', 'web/src', 'web/test', 'contract/src', 'contract/test'];
const source = /\.(ts|tsx|js|jsx|mjs|cjs|css)$/;
// Written by tools, not by hand: drizzle-kit's migrations (their SQL and snapshot JSON).
const generated = ['server/src/db/migrations/'];

// Files over the limit, each with why it waits; a file leaves the list once it is split (the check
// fails while a listed file is gone or back under the limit, so the list never outlives its files).
const repositoryExceptions = [];
const knownExceptions = givenRoot ? givenExceptions : repositoryExceptions;

function sourceFiles(dir) {
  const out = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...sourceFiles(full));
    else if (source.test(entry.name)) out.push(full);
  }
  return out;
}

const lineCount = (file) => fs.readFileSync(file, 'utf8').split('\n').length - 1;
const files = folders
  .filter((dir) => fs.existsSync(path.join(root, dir)))
  .flatMap((dir) => sourceFiles(path.join(root, dir)))
  .map((file) => path.relative(root, file).split(path.sep).join('/'))
  .filter((file) => !generated.some((prefix) => file.startsWith(prefix)));

const problems = [];
for (const file of files) {
  const lines = lineCount(path.join(root, file));
  const excepted = knownExceptions.includes(file);
  if (lines > LIMIT && !excepted) problems.push(`${file}: ${lines} lines (limit ${LIMIT})`);
  if (lines <= LIMIT && excepted) {
    problems.push(`${file}: ${lines} lines, within the limit: remove it from the known exceptions`);
  }
}
for (const file of knownExceptions) {
  if (!files.includes(file)) problems.push(`${file}: gone, remove it from the known exceptions`);
}

if (problems.length > 0) {
  console.error(`Files over ${LIMIT} lines (scripts/check-file-sizes.mjs):\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
const exceptions =
  knownExceptions.length === 1 ? '1 known exception' : `${knownExceptions.length} known exceptions`;
console.log(`File sizes hold: ${files.length} files of at most ${LIMIT} lines (${exceptions}).`);
