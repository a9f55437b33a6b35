import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/client.js';
import { createStorage } from '../src/plugins/storage.js';
import { seedDemoIfEmpty } from '../src/seed/demo.js';
import { summarize, type Timing } from './latency.js';
import { undoOnStop } from './on-stop.js';
import { addRushSchool } from './rush-school.js';
import { type Reply, StudentConnection } from './student-connection.js';

const SERVER_DIR = path.resolve(import.meta.dirname, '..');

/**
 * The rush's school on a DATA_DIR of its own (the embedded PostgreSQL unless DATABASE_URL is set):
 * the demo school, N students of one year group and their quiz, and each student's token, made
 * before the server starts. `done()` removes the folder.
 */
export async function rushSchool(students: number) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sabora-rush-'));
  const forgetDataDir = undoOnStop(() => rmSync(dataDir, { recursive: true, force: true }));
  const env = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
  const config = loadConfig(env);
  const database = await openDatabase(config);
  const forgetDatabase = undoOnStop(() => database.close());
  await database.migrate();
  await seedDemoIfEmpty(database.workDb, await createStorage(config));
  const { quizId, userIds } = await addRushSchool(database.workDb, students);
  const signer = await buildApp({ config, database, logger: false });
  const tokens = userIds.map((id) => signer.tokens.sign({ id, tokenVersion: 0 }));
  await signer.close();
  await database.close();
  forgetDatabase();
  return {
    env,
    config,
    quizId,
    /** Each student's user id, in the order of `tokens`. */
    userIds,
    tokens,
    /** The school's database opened again (after the server stopped), for counting what it holds. */
    async reopen() {
      const again = await openDatabase(config);
      const forget = undoOnStop(() => again.close());
      return {
        db: again.workDb,
        close: async () => {
          await again.close();
          forget();
        },
      };
    },
    done() {
      rmSync(dataDir, { recursive: true, force: true });
      forgetDataDir();
    },
  };
}

/** Compiles the server, as `npm start` does before running it. */
export function buildServer() {
  execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: SERVER_DIR, stdio: 'inherit' });
}

/**
 * The compiled server on `env`'s DATA_DIR, as `npm start` runs it, in a process group of its own
 * with its embedded PostgreSQL (so the whole product can be killed at once).
 */
export function startServer(env: NodeJS.ProcessEnv, port: number, nodeOptions: string[] = []) {
  const server = spawn(process.execPath, [...nodeOptions, '--enable-source-maps', 'dist/main.js'], {
    cwd: SERVER_DIR,
    env: { ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const forget = undoOnStop(() => stop(server));
  return { server, forget };
}

export function stop(child: ReturnType<typeof spawn>) {
  return new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.on('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

export async function waitUntilUp(port: number, seconds = 60) {
  for (let i = 0; i < seconds * 10; i++) {
    try {
      const connection = await StudentConnection.open(port);
      const reply = await connection.request('GET', '/api/health', '').finally(() => connection.close());
      if (reply.status === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`the server did not start within ${seconds} s`);
}

export function freePort() {
  return new Promise<number>((resolve, reject) => {
    const probe = net.createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface RoundResult {
  summary: ReturnType<typeof summarize> & { errorReasons: Record<string, number> };
  /** CPU ms the server process and its database used during the round, by command. */
  cpu?: Record<string, number>;
  /** The hot statements' batches during the round, by batch name. */
  batches?: Record<string, BatchFigures>;
  ok: number;
  replies: (Record<string, unknown> | undefined)[];
}

/**
 * Every student's request released at once; the latency of each from release to full reply.
 * `onAnswered` hears each reply as it comes (the crash bench kills the server half-way).
 */
export async function round(
  tokens: string[],
  send: (token: string, i: number) => Promise<Reply>,
  onAnswered: (i: number, ok: boolean) => void = () => {},
): Promise<RoundResult> {
  const why = new Map<string, number>();
  const began = performance.now();
  const timings: (Timing & { body: Record<string, unknown> | undefined })[] = await Promise.all(
    tokens.map(async (token, i) => {
      try {
        const reply = await send(token, i);
        const ok = reply.status === 200;
        if (!ok) why.set(`HTTP ${reply.status}`, (why.get(`HTTP ${reply.status}`) ?? 0) + 1);
        onAnswered(i, ok);
        return { ms: performance.now() - began, ok, body: reply.body };
      } catch (error) {
        const reason = (error as NodeJS.ErrnoException).code ?? String(error);
        why.set(reason, (why.get(reason) ?? 0) + 1);
        onAnswered(i, false);
        return { ms: performance.now() - began, ok: false, body: undefined };
      }
    }),
  );
  const seconds = (performance.now() - began) / 1000;
  return {
    summary: { ...summarize(timings, seconds), errorReasons: Object.fromEntries(why) },
    ok: timings.filter((t) => t.ok).length,
    replies: timings.map((t) => (t.ok ? t.body : undefined)),
  };
}

/** Each student's answers to the questions their start reply gave them. */
export function answersOf(start: RoundResult, choices: readonly string[]) {
  return start.replies.map((reply, i) =>
    ((reply?.questions as { _id: string }[] | undefined) ?? []).map((q, n) => ({
      question: q._id,
      selectedAnswer: choices[(i + n) % choices.length]!,
    })),
  );
}

/**
 * The kernel's count of connections dropped because a listen queue was full (TcpExt
 * ListenOverflows in /proc/net/netstat; machine-wide), or undefined where it cannot be read.
 */
export function listenOverflows(): number | undefined {
  try {
    const lines = readFileSync('/proc/net/netstat', 'utf8').split('\n');
    const header = lines.findIndex((line) => line.startsWith('TcpExt:'));
    const names = lines[header]!.split(/\s+/);
    const values = lines[header + 1]!.split(/\s+/);
    const at = names.indexOf('ListenOverflows');
    return at > 0 ? Number(values[at]) : undefined;
  } catch {
    return undefined;
  }
}

/** Batches of a hot statement during a round, and the calls they carried (lib/batch.ts). */
export interface BatchFigures {
  batches: number;
  calls: number;
}

/** The server's batch counts so far, by batch name, from its `/metrics` (read from this machine). */
export async function batchTotals(port: number): Promise<Record<string, BatchFigures>> {
  const text = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
  const totals: Record<string, BatchFigures> = {};
  for (const [, part, batch, value] of text.matchAll(
    /^sabora_batch_items_(sum|count)\{batch="([^"]+)"\} (\S+)$/gm,
  )) {
    const figures = totals[batch!] ?? { batches: 0, calls: 0 };
    totals[batch!] = figures;
    if (part === 'sum') figures.calls = Number(value);
    else figures.batches = Number(value);
  }
  return totals;
}

/** What each batch did between two readings of `batchTotals`. */
export function batchesBetween(
  before: Record<string, BatchFigures>,
  after: Record<string, BatchFigures>,
): Record<string, BatchFigures> {
  return Object.fromEntries(
    Object.entries(after).flatMap(([name, now]) => {
      const batches = now.batches - (before[name]?.batches ?? 0);
      const calls = now.calls - (before[name]?.calls ?? 0);
      return batches > 0 ? [[name, { batches, calls }]] : [];
    }),
  );
}

/** The connections the server holds open, from its `/metrics` (read from this machine). */
async function openConnections(port: number): Promise<number> {
  const text = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
  const held = text.match(/^sabora_http_connections (\S+)$/m);
  if (!held) throw new Error('the server does not report its open connections');
  return Number(held[1]);
}

/**
 * Waits until the server has closed its side of the connections the students closed: at most the
 * few this process's own readings keep open are left.
 */
export async function serverLetGo(port: number, seconds = 30) {
  for (let i = 0; i < seconds * 10; i++) {
    if ((await openConnections(port)) <= 2) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`the server still held the closed connections after ${seconds} s`);
}
