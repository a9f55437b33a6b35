import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { subjectsOfStudent } from '../../access/index.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { quizAttempts, quizzes, students, subjects, type UserRow } from '../../db/schema/index.js';
import { batched } from '../../lib/batch.js';
import { isAnyOf } from '../../lib/prepared.js';
import { notFound } from '../../plugins/errors.js';
import { quizVersion } from './quiz-content.js';

/**
 * In one query (one round trip where there were five): a quiz of the caller's active
 * enrolments with its subject's name and its version (quiz-content.ts), the caller's student
 * profile and their attempt at it, if any — or 404, the same whether the quiz is missing or out of
 * reach, or the caller is not a student. The reads of callers that arrive together go as one query
 * (lib/batch.ts): at 9:00 a year group's starts are a few dozen statements, not two thousand.
 * Prepared once per database, so PostgreSQL plans it once.
 */
function prepareAttemptContexts(db: Db) {
  // The callers' student profiles, under a name of their own: the visibility rule's subquery
  // (access/subjects.ts) reads `students` itself and is correlated to this row.
  const caller = alias(students, 'caller');
  return (
    db
      .select({
        userId: caller.userId,
        quiz: quizzes,
        subjectName: subjects.name,
        subjectSystem: subjects.system,
        studentId: caller.id,
        attempt: quizAttempts,
        quizStamp: sql<string>`${quizzes.updatedAt}::text`,
        version: quizVersion,
      })
      .from(quizzes)
      .innerJoin(subjects, eq(subjects.id, quizzes.subjectId))
      // Every caller of the batch with every quiz of it; the visibility rule keeps the pairs that exist.
      .innerJoin(caller, isAnyOf(caller.userId, 'userIds'))
      .leftJoin(quizAttempts, and(eq(quizAttempts.quizId, quizzes.id), eq(quizAttempts.studentId, caller.id)))
      .where(and(isAnyOf(quizzes.id, 'quizIds'), subjectsOfStudent(db, caller.id)))
      .prepare('quiz_attempt_contexts')
  );
}
type ContextRow = Awaited<ReturnType<ReturnType<typeof prepareAttemptContexts>['execute']>>[number];

interface Asked {
  userId: string;
  quizId: string;
}

function contextReader(db: Db) {
  const query = prepareAttemptContexts(db);
  return batched<Asked, ContextRow | undefined>(
    async (asked) => {
      const rows = await query.execute({
        userIds: [...new Set(asked.map((a) => a.userId))],
        quizIds: [...new Set(asked.map((a) => a.quizId))],
      });
      const found = new Map(rows.map((row) => [`${row.userId}/${row.quiz.id}`, row]));
      return asked.map((a) => found.get(`${a.userId}/${a.quizId}`));
    },
    { name: 'quiz_attempt_context', concurrency: 4, maxItems: 250 },
  );
}
const readers = new WeakMap<Db, ReturnType<typeof contextReader>>();

export async function attemptContext(ctx: AppContext, user: UserRow, quizId: string) {
  let read = readers.get(ctx.db);
  if (!read) {
    read = contextReader(ctx.db);
    readers.set(ctx.db, read);
  }
  const row = await read({ userId: user.id, quizId });
  if (!row) throw notFound('quizNotFound');
  return row;
}
export type AttemptContext = Awaited<ReturnType<typeof attemptContext>>;
