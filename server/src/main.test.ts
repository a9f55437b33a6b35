import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { killCommands, runCommand } from '../test/command.js';
import { tempDir } from '../test/temp-dirs.js';

const serverDir = path.resolve(import.meta.dirname, '..');
afterAll(killCommands);

function start(dataDir: string, env: Record<string, string> = {}) {
  const server = runCommand('src/main.ts', [], {
    DATA_DIR: dataDir,
    PORT: '0',
    SEED_DEMO: '0',
    LOG_LEVEL: 'warn',
    ...env,
  });
  const running = new Promise<void>((resolve, reject) => {
    server.child.stdout.on('data', () => server.output().includes('Sabora is running') && resolve());
    void server.exited.then(() => reject(new Error(`exited early: ${server.output()}`)));
  });
  running.catch(() => {}); // awaited only where the process is expected to start
  return { ...server, running };
}

/** A port nothing listens on now (the server needs a known one: the test connects to it). */
async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/**
 * The backlog of the socket listening on `port`, as the kernel keeps it: `ss` shows a listening
 * socket's largest accept queue as its Send-Q (from the kernel's socket diagnostics; /proc/net/tcp
 * does not show it). `.ci/run` installs `ss` (iproute2) where it is missing.
 */
function listenBacklogOf(port: number): number | undefined {
  const line = execFileSync('ss', ['-ltnH', `sport = :${port}`], { encoding: 'utf8' })
    .trim()
    .split('\n')[0];
  const sendQ = line?.trim().split(/\s+/)[2];
  return sendQ === undefined ? undefined : Number(sendQ);
}

it('refuses a second process on the same DATA_DIR, and shuts down on SIGTERM within its grace period', async () => {
  const dataDir = tempDir('sabora-main-');
  const port = await freePort();
  const first = start(dataDir, {
    PORT: String(port),
    SHUTDOWN_GRACE_SECONDS: '1',
    BODY_TIMEOUT_SECONDS: '600',
    LISTEN_BACKLOG: '1234',
  });
  await first.running;
  // It listens with the backlog asked for, as far as the kernel allows.
  const cap = Number(readFileSync('/proc/sys/net/core/somaxconn', 'utf8'));
  expect(listenBacklogOf(port)).toBe(Math.min(1234, cap));
  // A client trickling a body: without the grace period's end, the stop would wait on it for 10 minutes.
  const trickler = net.connect(port, '127.0.0.1', () =>
    trickler.write(
      'POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{',
    ),
  );
  const closedByServer = new Promise<void>((resolve) => trickler.on('close', () => resolve()));
  trickler.on('error', () => {});
  expect(existsSync(path.join(dataDir, 'sabora.lock'))).toBe(true);

  const second = start(dataDir);
  expect(await second.exited).toBe(1);
  expect(second.output().trim()).toMatch(
    /^The data folder .* is in use by another Sabora process \(pid \d+\)\./,
  );

  first.child.kill('SIGTERM');
  expect(await first.exited).toBe(0);
  await closedByServer;
  expect(existsSync(path.join(dataDir, 'sabora.lock'))).toBe(false);
  // Two server processes and a new embedded cluster: ~15 s on a quiet machine, near 60 s on a
  // busy 2-core one (CI saw it: 22 s to start the first, seconds more for tsx to start the second).
}, 120_000);

it('stops with one line naming a bad environment value', async () => {
  const bad = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      PORT: 'not-a-port',
      DATA_DIR: tempDir('sabora-main-'),
    },
  });
  let stderr = '';
  bad.stderr.on('data', (d) => {
    stderr += d;
  });
  const code = await new Promise((resolve) => bad.on('exit', resolve));
  expect(code).toBe(1);
  expect(stderr.trim().split('\n')).toEqual([expect.stringMatching(/^Invalid PORT: /)]);
}, 30_000);

it('exits non-zero when its embedded PostgreSQL dies, and starts again on the same DATA_DIR', async () => {
  const dataDir = tempDir('sabora-main-');
  const first = start(dataDir);
  await first.running;
  // PostgreSQL's own record of its process (the first line of postmaster.pid).
  const pid = Number(readFileSync(path.join(dataDir, 'db', 'postmaster.pid'), 'utf8').split('\n')[0]);
  process.kill(pid, 'SIGKILL');
  expect(await first.exited).toBe(1);
  expect(first.output()).toMatch(/The embedded PostgreSQL stopped unexpectedly \(killed by SIGKILL\)/);

  // What a supervisor does next: the same command, on the same folder.
  const again = start(dataDir);
  await again.running;
  again.child.kill('SIGTERM');
  expect(await again.exited).toBe(0);
}, 120_000);
