import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdirSync, openSync, rmSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * A Sabora server for the browser tests: the compiled server (`server/dist/main.js`, built by the
 * global set-up) on a DATA_DIR of its own (its embedded database, uploads and mail outbox), as
 * `npm start` runs it (docs/testing.md, "Isolation: every test file and every browser worker has
 * its own world").
 */

/**
 * Where the run's schools live: emptied when a run starts, so a run leaves only its own behind.
 * `E2E_SCHOOLS_DIR` moves it, so two runs in one checkout (each with its own `E2E_PORT`) do not
 * empty each other's.
 */
export const SCHOOLS_DIR =
  process.env.E2E_SCHOOLS_DIR ?? path.join(import.meta.dirname, '..', 'test-schools');
/** The seeded school every worker copies (made once per run by global-setup.ts). */
export const TEMPLATE_DIR = path.join(SCHOOLS_DIR, 'template');

const SERVER_DIR = path.resolve(import.meta.dirname, '../../server');

/** Compiles the server (server/scripts/build.mjs): a second or two, so every run tests today's code. */
export function buildServer() {
  execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: SERVER_DIR, stdio: 'inherit' });
}

export interface School {
  url: string;
  dataDir: string;
  stop(): Promise<void>;
}

/** Starts a server on `dataDir` and returns once it answers `/api/health`. */
export async function startSchool(dataDir: string, port: number, seed: boolean): Promise<School> {
  mkdirSync(dataDir, { recursive: true });
  const url = `http://127.0.0.1:${port}`;
  // A server left on this port (a run killed outright) would answer the health check for ours.
  if (await answers(url)) {
    throw new Error(`Port ${port} already has a server: stop it, or set E2E_PORT to another port.`);
  }
  // The server's own output, kept beside its data to read when a start fails.
  const log = openSync(path.join(dataDir, 'server.log'), 'a');
  const child = spawn(process.execPath, ['--enable-source-maps', 'dist/main.js'], {
    cwd: SERVER_DIR,
    stdio: ['ignore', log, log],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: seed ? '1' : '0',
      LOG_LEVEL: 'warn',
      // Every test signs in from 127.0.0.1; the production default (10 a minute) would trip.
      AUTH_RATE_LIMIT: '500',
      PUBLIC_URL: url,
    },
  });
  await untilHealthy(child, url, dataDir);
  return { url, dataDir, stop: () => stopServer(child) };
}

const answers = (url: string) =>
  fetch(`${url}/api/health`).then(
    (reply) => reply.ok,
    () => false,
  );

async function untilHealthy(child: ChildProcess, url: string, dataDir: string) {
  const until = Date.now() + 120_000;
  while (Date.now() < until) {
    if (child.exitCode !== null) break;
    if (await answers(url)) return;
    await sleep(100);
  }
  await stopServer(child);
  throw new Error(`The test server on ${dataDir} did not start: see ${path.join(dataDir, 'server.log')}`);
}

/** Stopped as `npm start` is (SIGTERM), so it stops its PostgreSQL and removes its socket folder. */
async function stopServer(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const killed = sleep(20_000).then(() => child.kill('SIGKILL'));
  await Promise.race([exited, killed]);
}

/**
 * A worker's own school: a copy of the seeded template (the stopped cluster's files copied with
 * their owner, as the embedded database runs as `postgres` when the tests run as root).
 */
export function copyTemplate(to: string) {
  rmSync(to, { recursive: true, force: true });
  execFileSync('cp', ['-a', TEMPLATE_DIR, to]);
  rmSync(path.join(to, 'server.log'), { force: true });
}
