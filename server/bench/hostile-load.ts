import { fork } from 'node:child_process';
import path from 'node:path';
import { DEMO_PARENTS } from '../src/seed/demo-people.js';
import { signedInAs, startBenchServer } from './bench-server.js';
import type { AttackerReport } from './hostile-attackers.js';
import { nearestRank } from './latency.js';
import { undoOnStop } from './on-stop.js';
import { StudentConnection } from './student-connection.js';

const SECONDS = Number(process.env.BENCH_HOSTILE_SECONDS ?? 10);
/** Short enough for a slow body to be refused twice within the window (the default is 30 s). */
const BODY_TIMEOUT_SECONDS = 4;
const MiB = 2 ** 20;

const rssMiB = () => process.memoryUsage().rss / MiB;

/**
 * /api/health, one request after another on one keep-alive connection, for `seconds`; with the CPU
 * time of this process (the server, and this client) and its peak RSS meanwhile.
 */
async function probeHealth(port: number, seconds: number) {
  const connection = await StudentConnection.open(port);
  const ms: number[] = [];
  let failed = 0;
  let rssPeak = rssMiB();
  const sampler = setInterval(() => {
    rssPeak = Math.max(rssPeak, rssMiB());
  }, 10);
  const cpuBefore = process.cpuUsage();
  const until = performance.now() + seconds * 1000;
  while (performance.now() < until) {
    const began = performance.now();
    const reply = await connection.request('GET', '/api/health', '');
    ms.push(performance.now() - began);
    if (reply.status !== 200) failed++;
  }
  const cpu = process.cpuUsage(cpuBefore);
  clearInterval(sampler);
  connection.close();
  ms.sort((a, b) => a - b);
  return {
    p50: nearestRank(ms, 50) ?? 0,
    p99: nearestRank(ms, 99) ?? 0,
    max: ms.at(-1) ?? 0,
    replies: ms.length,
    failed,
    cpuMs: (cpu.user + cpu.system) / 1000,
    rssPeak,
    rssAfter: rssMiB(),
  };
}

/** The attackers (hostile-attackers.ts) in a process of their own, started; `ready` once they send. */
function startAttackers(port: number, authorization: string, seconds: number) {
  const child = fork(
    path.join(import.meta.dirname, 'hostile-attackers.ts'),
    [String(port), String(seconds)],
    {
      cwd: path.resolve(import.meta.dirname, '..'),
      execArgv: ['--import', 'tsx'],
      env: { ...process.env, BENCH_HOSTILE_AUTHORIZATION: authorization },
    },
  );
  const forget = undoOnStop(() => child.kill());
  const ended = new Promise<never>((_, reject) =>
    child.once('exit', (code) =>
      reject(new Error(`the attackers' process ended (${code}) without a report`)),
    ),
  );
  const ready = new Promise<void>((resolve) => child.once('message', () => resolve()));
  const report = new Promise<AttackerReport>((resolve) =>
    child.on('message', (message) => {
      if (message !== 'ready') resolve(message as AttackerReport);
    }),
  );
  return {
    ready: Promise.race([ready, ended]),
    report: Promise.race([report, ended]).finally(forget),
  };
}

/**
 * Hostile load: /api/health's latency quiet, then for as long again while two attackers send the
 * worst bodies found (docs/operations.md, "Limits"), each starting its next as soon as the server
 * answered: one alternates a JSON body nested 6,000 deep to verify-email and a chunked form of
 * 50 fields of 1 MiB to the avatar upload (as a parent), the other sends sign-ins of 1,000 bytes at
 * one byte every 2 s. All should be refused cheaply (400, 413, 408), so health's p99 stays within
 * 2× of quiet. The server is this process, on a bench server of its own; RSS is this process's.
 */
export async function hostileLoad() {
  const { app, database, base } = await startBenchServer({
    BODY_TIMEOUT_SECONDS: String(BODY_TIMEOUT_SECONDS),
  });
  try {
    const port = Number(new URL(base).port);
    const { authorization } = await signedInAs(base, DEMO_PARENTS[0]!.email);
    // Unmeasured: the route compiled and the connection warm, as in the other cases.
    await probeHealth(port, 1);
    const rssBefore = rssMiB();
    const quiet = await probeHealth(port, SECONDS);
    const attackers = startAttackers(port, authorization, SECONDS);
    await attackers.ready;
    const hostile = await probeHealth(port, SECONDS);
    printHostileLoad(quiet, hostile, await attackers.report, rssBefore);
  } finally {
    await app.close();
    await database.close();
  }
}

type Probe = Awaited<ReturnType<typeof probeHealth>>;

function printHostileLoad(quiet: Probe, hostile: Probe, report: AttackerReport, rssBefore: number) {
  console.log(
    `\nhostile load: /api/health one request at a time, ${SECONDS} s quiet, then ${SECONDS} s under two attackers ` +
      `(BODY_TIMEOUT_SECONDS=${BODY_TIMEOUT_SECONDS} on this server, default 30; target: p99 ratio ≤ 2)`,
  );
  console.log(''.padEnd(20), 'quiet'.padStart(9), 'hostile'.padStart(9), 'ratio'.padStart(7));
  const row = (name: string, pick: (p: Probe) => number, digits: number) =>
    console.log(
      name.padEnd(20),
      pick(quiet).toFixed(digits).padStart(9),
      pick(hostile).toFixed(digits).padStart(9),
      (pick(hostile) / pick(quiet)).toFixed(2).padStart(7),
    );
  row('health p50 ms', (p) => p.p50, 3);
  row('health p99 ms', (p) => p.p99, 3);
  row('health max ms', (p) => p.max, 1);
  row('health replies', (p) => p.replies, 0);
  row('server CPU ms', (p) => p.cpuMs, 0);
  row('server RSS peak MiB', (p) => p.rssPeak, 0);
  const attacks = Object.values(report.replies).reduce(
    (sum, byStatus) => sum + Object.values(byStatus).reduce((a, b) => a + b, 0),
    0,
  );
  // What the attacks cost the server: its CPU under attack beyond what health's replies cost quiet.
  const perAttack = (hostile.cpuMs - (hostile.replies * quiet.cpuMs) / quiet.replies) / attacks;
  console.log(
    `health non-200: ${quiet.failed} / ${hostile.failed}; server CPU per attack ≈ ${perAttack.toFixed(2)} ms; ` +
      `the attackers' own process: ${report.cpuMs.toFixed(0)} ms CPU`,
  );
  console.log("attackers' replies by status:");
  for (const [attack, byStatus] of Object.entries(report.replies)) {
    const statuses = Object.entries(byStatus).map(([status, n]) => `${status} × ${n}`);
    console.log(`  ${attack.padEnd(36)} ${statuses.join(', ')}`);
  }
  for (const [which, message] of Object.entries(report.messages)) console.log(`  ${which}: "${message}"`);
  console.log(
    `server process RSS: ${rssBefore.toFixed(0)} MiB before, ${quiet.rssAfter.toFixed(0)} MiB after the quiet window, ` +
      `${hostile.rssAfter.toFixed(0)} MiB after the attack`,
  );
}
