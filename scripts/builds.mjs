// The two builds `npm start` runs on, each redone only when a source is newer than what it built:
// the web app (Vite, into web/dist) and the server (esbuild, into server/dist:
// server/scripts/build.mjs). Used by scripts/start.mjs, scripts/backup.mjs, the browser tests'
// set-up and the bench, so each runs what a school runs.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..');

/** The server's compiled entry points. */
export const SERVER_MAIN = path.join(root, 'server/dist/main.js');
export const BACKUP_CLI = path.join(root, 'server/dist/backup-cli.js');

function newestMtime(target) {
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce((max, name) => Math.max(max, newestMtime(path.join(target, name))), 0);
}

/** Runs `command` when `built` is missing or older than any of `sources`; exits if it fails. */
function rebuildIfStale(what, built, sources, command) {
  const present = sources.map((p) => path.join(root, p)).filter(existsSync);
  if (existsSync(built) && Math.max(...present.map(newestMtime)) <= statSync(built).mtimeMs) return;
  console.log(`Building ${what}…`);
  const [program, ...args] = command;
  const result = spawnSync(program, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

export function buildWebIfStale() {
  rebuildIfStale(
    'the web app',
    path.join(root, 'web/dist/index.html'),
    ['web/src', 'web/index.html', 'web/vite.config.ts', 'web/public', 'contract/src'],
    ['npm', 'run', 'build', '-w', 'web'],
  );
}

export function buildServerIfStale() {
  rebuildIfStale(
    'the server',
    SERVER_MAIN,
    ['server/src', 'server/scripts/build.mjs', 'server/package.json', 'contract/src'],
    [process.execPath, 'server/scripts/build.mjs'],
  );
}
