import { pgbenchTps } from './pgbench.js';
import { cpuBetween, cpuOfTree } from './process-cpu.js';
import { RUSH_CHOICES, storedRush } from './rush-school.js';
import {
  answersOf,
  batchesBetween,
  batchTotals,
  buildServer,
  freePort,
  listenOverflows,
  type RoundResult,
  round,
  rushSchool,
  serverLetGo,
  startServer,
  stop,
  waitUntilUp,
} from './rush-server.js';
import { StudentConnection } from './student-connection.js';

/**
 * The exam rush: N signed-in students of one year group, already on the quiz page
 * (each with an open keep-alive connection, as a browser has), press Start on the same 20-question
 * quiz at the same moment, then press Submit at the same moment. The server runs as `npm start`
 * runs it — its own process, default settings, the embedded PostgreSQL unless DATABASE_URL is set
 * — so the client's work never shares its event loop. After the server has stopped, the database
 * is opened again to count what was stored against what was acknowledged; then `pgbench -N` runs
 * on the same PostgreSQL when pgbench is installed, for the ratio.
 */
export async function examRush(students: number, connecting: 'warm' | 'fresh' = 'warm') {
  const school = await rushSchool(students);
  const { env, quizId, tokens } = school;
  const port = await freePort();
  // BENCH_CPU_PROF=<folder>: the server writes a V8 CPU profile there when it stops (see
  // docs/performance.md for reading one).
  const profile = process.env.BENCH_CPU_PROF
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
    : [];
  buildServer();
  const { server, forget: forgetServer } = startServer(env, port, profile);
  let start: RoundResult;
  let submit: RoundResult;
  /** Connections the kernel dropped from a full listen queue during the two rounds. */
  let overflows: number | undefined;
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
    // Fresh: every student's browser left the connection idle past the server's keep-alive (or
    // changed network), so each press opens a new one, all at once. The server let go of the idle
    // ones long before (its keep-alive timeout), so a round starts once it has: their teardown is
    // not the press's work. The new connection stays open, as a browser keeps it, until the round
    // has ended.
    const idle = async () => {
      if (connecting === 'warm') return;
      for (const connection of connections) connection.close();
      await serverLetGo(port);
    };
    await idle();
    const send = async (i: number, method: 'POST', url: string, token: string, body: object) => {
      if (connecting === 'fresh') connections[i] = await StudentConnection.open(port);
      return connections[i]!.request(method, url, token, body);
    };
    const overflowsBefore = listenOverflows();
    const beforeStart = cpu();
    const batchesBeforeStart = await batchTotals(port);
    start = await round(tokens, (token, i) => send(i, 'POST', `/api/quizzes/${quizId}/start`, token, {}));
    start.cpu = cpuBetween(beforeStart, cpu());
    start.batches = batchesBetween(batchesBeforeStart, await batchTotals(port));
    const answers = answersOf(start, RUSH_CHOICES);
    await idle();
    const beforeSubmit = cpu();
    const batchesBeforeSubmit = await batchTotals(port);
    submit = await round(tokens, (token, i) =>
      send(i, 'POST', `/api/quizzes/${quizId}/submit`, token, { answers: answers[i]!, timeTaken: 600 }),
    );
    submit.cpu = cpuBetween(beforeSubmit, cpu());
    submit.batches = batchesBetween(batchesBeforeSubmit, await batchTotals(port));
    const overflowsAfter = listenOverflows();
    overflows =
      overflowsBefore === undefined || overflowsAfter === undefined
        ? undefined
        : overflowsAfter - overflowsBefore;
  } finally {
    for (const connection of connections) connection.close();
    await stop(server);
    forgetServer();
  }

  // What survived the server: counted on a fresh open of the same database.
  const database = await school.reopen();
  const stored = await storedRush(database.db, quizId);
  await database.close();
  const pgbench = await pgbenchTps(school.config);
  school.done();

  return {
    students,
    connecting,
    overflows,
    start: { ...start.summary, cpuMs: start.cpu, batches: start.batches },
    submit: { ...submit.summary, acknowledged: submit.ok, cpuMs: submit.cpu, batches: submit.batches },
    stored,
    pgbench,
  };
}

function ownCpuMs() {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}
