// `npm test`: every check, one stage after another, stopping at the first that fails, and at the
// end a table of how long each stage took (docs/testing.md, "Time").
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

const STAGES = [
  ['type-check', 'npm run typecheck'],
  ['lint', 'npm run lint'],
  ['unit and API tests', 'npm run test:unit'],
  ['browser tests', 'npm run test:e2e'],
];

function run(command) {
  return new Promise((resolve) => {
    const child = spawn(command, { cwd: root, stdio: 'inherit', shell: true });
    const forward = (signal) => child.kill(signal);
    process.on('SIGINT', forward);
    process.on('SIGTERM', forward);
    child.on('exit', (code, signal) => {
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const minutes = (ms) => `${Math.floor(ms / 60_000)} min ${Math.round((ms % 60_000) / 1000)} s`;

const started = Date.now();
const times = [];
let failed;
for (const [name, command] of STAGES) {
  const stageStarted = Date.now();
  const code = await run(command);
  times.push([name, Date.now() - stageStarted, code === 0 ? 'passed' : `failed (exit ${code})`]);
  if (code !== 0) {
    failed = code;
    break;
  }
}

const width = Math.max(...STAGES.map(([name]) => name.length));
console.log('\nnpm test, elapsed by stage:');
for (const [name, ms, outcome] of times) {
  console.log(`  ${name.padEnd(width)}  ${seconds(ms).padStart(8)}  ${outcome}`);
}
console.log(
  `  ${'total'.padEnd(width)}  ${seconds(Date.now() - started).padStart(8)}  (${minutes(Date.now() - started)})`,
);
process.exit(failed ?? 0);
