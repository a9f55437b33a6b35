import { sql } from 'drizzle-orm';
import { RUSH_CHOICES, storedRush } from './rush-school.js';
import {
  answersOf,
  buildServer,
  freePort,
  round,
  rushSchool,
  startServer,
  stop,
  waitUntilUp,
} from './rush-server.js';
import { StudentConnection } from './student-connection.js';

/** `npm start` must be healthy again within this long after the crash (docs/operations.md). */
export const RECOVERY_LIMIT_SECONDS = 30;

/**
 * The exam rush with a crash: N students start the quiz, then submit together, and once half of
 * the submits have been acknowledged the whole product is killed at once (`kill -9` of the
 * server's process group: the server, the embedded PostgreSQL and its backends; durability as
 * shipped). Then the server is started again on the same DATA_DIR, as `npm start` would after a
 * power cut, and timed until it is healthy; and every submit that was acknowledged before the
 * kill must be stored as submitted.
 */
export async function crashRush(students: number) {
  const school = await rushSchool(students);
  const { env, quizId, tokens, userIds } = school;
  const port = await freePort();
  buildServer();
  let running = startServer(env, port);
  const acknowledged = new Set<number>();
  let killedAfter = 0;
  let submit: Awaited<ReturnType<typeof round>> | undefined;
  let connections: StudentConnection[] = [];
  try {
    await waitUntilUp(port);
    connections = await Promise.all(tokens.map(() => StudentConnection.open(port)));
    await Promise.all(tokens.map((token, i) => connections[i]!.request('GET', '/api/auth/me', token)));
    const start = await round(tokens, (token, i) =>
      connections[i]!.request('POST', `/api/quizzes/${quizId}/start`, token, {}),
    );
    const answers = answersOf(start, RUSH_CHOICES);
    const exited = new Promise((resolve) => running.server.on('exit', resolve));
    const half = Math.floor(students / 2);
    submit = await round(
      tokens,
      (token, i) =>
        connections[i]!.request('POST', `/api/quizzes/${quizId}/submit`, token, {
          answers: answers[i],
          timeTaken: 600,
        }),
      (i, ok) => {
        if (!ok) return;
        // A reply read after the kill was sent before it: acknowledged all the same.
        acknowledged.add(i);
        if (killedAfter === 0 && acknowledged.size >= half) {
          killedAfter = acknowledged.size;
          process.kill(-running.server.pid!, 'SIGKILL');
        }
      },
    );
    await exited;
  } finally {
    for (const connection of connections) connection.close();
    running.forget();
  }

  // The product started again on the same DATA_DIR: the embedded PostgreSQL recovers from its WAL.
  const began = performance.now();
  running = startServer(env, port);
  let healthyMs: number | null = null;
  try {
    await waitUntilUp(port, RECOVERY_LIMIT_SECONDS);
    healthyMs = Math.round(performance.now() - began);
  } catch {
    // Not healthy within the limit: reported as such.
  } finally {
    await stop(running.server);
    running.forget();
  }

  const database = await school.reopen();
  const submitted = await database.db.execute<{ user_id: string }>(sql`
    select s.user_id from quiz_attempts a join students s on s.id = a.student_id
    where a.quiz_id = ${quizId} and a.submitted_at is not null`);
  const stored = await storedRush(database.db, quizId);
  await database.close();
  school.done();
  const storedUsers = new Set(submitted.rows.map((row) => row.user_id));
  const lost = [...acknowledged].filter((i) => !storedUsers.has(userIds[i]!)).length;
  return {
    students,
    killedAfter,
    acknowledged: acknowledged.size,
    /** Submits that got no reply: cut off by the kill. */
    cutOff: students - (submit?.ok ?? 0),
    stored: stored.submitted,
    lost,
    healthyMs,
  };
}

export function printCrashRush(crash: Awaited<ReturnType<typeof crashRush>>) {
  console.log(
    `\nexam rush with a crash: ${crash.students.toLocaleString('en')} students submitting, the whole product killed (kill -9) after ${crash.killedAfter} acknowledged submits (${crash.acknowledged} acknowledged in all)`,
  );
  console.log(
    `${crash.cutOff} submits got no reply; stored after the restart: ${crash.stored} submitted (a submit committed before the kill but not yet answered is kept too); acknowledged but lost: ${crash.lost} (target 0)`,
  );
  console.log(
    crash.healthyMs === null
      ? `healthy again: NOT within ${RECOVERY_LIMIT_SECONDS} s`
      : `healthy again ${(crash.healthyMs / 1000).toFixed(1)} s after the restart began (target ≤ ${RECOVERY_LIMIT_SECONDS} s)`,
  );
}
