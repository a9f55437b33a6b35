import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
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
import { pgbenchTps } from './pgbench.js';
import { cpuBetween, cpuOfTree } from './process-cpu.js';
import { addRushSchool, RUSH_CHOICES, storedRush } from './rush-school.js';
import { type Reply, StudentConnection } from './student-connection.js';

/**
 * The exam rush: N signed-in students of one year group, already on the quiz page
 * (each with an open keep-alive connection, as a browser has), press Start on the same 20-question
 * quiz at the same moment, then press Submit at the same moment. The server runs as `npm start`
 * runs it — its own process, default settings, the embedded PostgreSQL unless DATABASE_URL is set
 * — so the client's work never shares its event loop. After the server has stopped, the database
 * is opened again to count what was stored against what was acknowledged; then `pgbench -N` runs
 * on the same PostgreSQL when pgbench is installed, for the ratio.
 */
export async function examRush(students: number) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sabora-rush-'));
  const forgetDataDir = undoOnStop(() => rmSync(dataDir, { recursive: true, force: true }));
  const env = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
  const config = loadConfig(env);

  // The school and the students' tokens, made before the server starts.
  let database = await openDatabase(config);
  let forgetDatabase = undoOnStop(() => database.close());
  await database.migrate();
  await seedDemoIfEmpty(database.workDb, await createStorage(config));
  const { quizId, userIds } = await addRushSchool(database.workDb, students);
  const signer = await buildApp({ config, database, logger: false });
  const tokens = userIds.map((id) => signer.tokens.sign({ id, tokenVersion: 0 }));
  await signer.close();
  await database.close();
  forgetDatabase();

  const port = await freePort();
  // BENCH_CPU_PROF=<folder>: the server writes a V8 CPU profile there when it stops (see
  // docs/performance.md for reading one).
  const profile = process.env.BENCH_CPU_PROF
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
    : [];
  // The compiled server, as `npm start` runs it.
  const serverDir = path.resolve(import.meta.dirname, '..');
  execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: serverDir, stdio: 'inherit' });
  const server = spawn(process.execPath, [...profile, '--enable-source-maps', 'dist/main.js'], {
    cwd: serverDir,
    env: { ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const forgetServer = undoOnStop(() => stop(server));
  let start: RoundResult;
  let submit: RoundResult;
  // Every student's connection stays open between rounds, as a browser's on the quiz page does.
  let connections: StudentConnection[] = [];
  try {
    await waitUntilUp(port);
    // On the quiz page: every student's browser is signed in and connected.
    connections = await Promise.all(tokens.map(() => StudentConnection.open(port)));
    await Promise.all(tokens.map((token, i) => connections[i]!.request('GET', '/api/auth/me', token)));

    // The server's process and its database, and this process (the students' side of the load,
    // on the same two cores): what a round's requests cost the machine altogether.
    const cpu = () => ({ ...cpuOfTree(server.pid!), 'bench client': ownCpuMs() });
    const beforeStart = cpu();
    start = await round(tokens, (token, i) =>
      connections[i]!.request('POST', `/api/quizzes/${quizId}/start`, token, {}),
    );
    start.cpu = cpuBetween(beforeStart, cpu());
    const questionsOf = start.replies.map(
      (reply) => (reply?.questions as { _id: string }[] | undefined)?.map((q) => q._id) ?? [],
    );
    const beforeSubmit = cpu();
    submit = await round(tokens, (token, i) =>
      connections[i]!.request('POST', `/api/quizzes/${quizId}/submit`, token, {
        answers: questionsOf[i]!.map((question, q) => ({
          question,
          selectedAnswer: RUSH_CHOICES[(i + q) % RUSH_CHOICES.length],
        })),
        timeTaken: 600,
      }),
    );
    submit.cpu = cpuBetween(beforeSubmit, cpu());
  } finally {
    for (const connection of connections) connection.close();
    await stop(server);
    forgetServer();
  }

  // What survived the server: counted on a fresh open of the same database.
  database = await openDatabase(config);
  forgetDatabase = undoOnStop(() => database.close());
  const stored = await storedRush(database.workDb, quizId);
  await database.close();
  forgetDatabase();
  const pgbench = await pgbenchTps(config);
  rmSync(dataDir, { recursive: true, force: true });
  forgetDataDir();

  return {
    students,
    start: { ...start.summary, cpuMs: start.cpu },
    submit: { ...submit.summary, acknowledged: submit.ok, cpuMs: submit.cpu },
    stored,
    pgbench,
  };
}

interface RoundResult {
  summary: ReturnType<typeof summarize> & { errorReasons: Record<string, number> };
  /** CPU ms the server process and its database used during the round, by command. */
  cpu?: Record<string, number>;
  ok: number;
  replies: (Record<string, unknown> | undefined)[];
}

/** Every student's request released at once; the latency of each from release to full reply. */
async function round(
  tokens: string[],
  send: (token: string, i: number) => Promise<Reply>,
): Promise<RoundResult> {
  const why = new Map<string, number>();
  const began = performance.now();
  const timings: (Timing & { body: Record<string, unknown> | undefined })[] = await Promise.all(
    tokens.map(async (token, i) => {
      try {
        const reply = await send(token, i);
        const ok = reply.status === 200;
        if (!ok) why.set(`HTTP ${reply.status}`, (why.get(`HTTP ${reply.status}`) ?? 0) + 1);
        return { ms: performance.now() - began, ok, body: reply.body };
      } catch (error) {
        const reason = (error as NodeJS.ErrnoException).code ?? String(error);
        why.set(reason, (why.get(reason) ?? 0) + 1);
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

async function waitUntilUp(port: number) {
  for (let i = 0; i < 600; i++) {
    try {
      const connection = await StudentConnection.open(port);
      const reply = await connection.request('GET', '/api/health', '').finally(() => connection.close());
      if (reply.status === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the server did not start within 60 s');
}

function ownCpuMs() {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

function freePort() {
  return new Promise<number>((resolve, reject) => {
    const probe = net.createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

function stop(child: ReturnType<typeof spawn>) {
  return new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.on('exit', () => resolve());
    child.kill('SIGTERM');
  });
}
