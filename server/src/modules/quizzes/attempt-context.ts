import { and, eq, sql } from 'drizzle-orm';
import { subjectsOfStudentAccount } from '../../access/index.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { quizAttempts, quizzes, students, subjects, type UserRow } from '../../db/schema/index.js';
import { notFound } from '../../plugins/errors.js';
import { quizVersion } from './quiz-content.js';

/**
 * In one query (issue 14: one round trip where there were five): a quiz of the caller's active
 * enrolments with its subject's name and its version (quiz-content.ts), the caller's student
 * profile and their attempt at it, if any — or 404, the same whether the quiz is missing or out of
 * reach, or the caller is not a student. Prepared once per database: every start and submit of a
 * rush runs it, and PostgreSQL then plans it once instead of each time.
 */
function prepareAttemptContext(db: Db) {
  return db
    .select({
      quiz: quizzes,
      subjectName: subjects.name,
      studentId: students.id,
      attempt: quizAttempts,
      quizStamp: sql<string>`${quizzes.updatedAt}::text`,
      version: quizVersion,
    })
    .from(quizzes)
    .innerJoin(subjects, eq(subjects.id, quizzes.subjectId))
    .innerJoin(students, eq(students.userId, sql.placeholder('userId')))
    .leftJoin(quizAttempts, and(eq(quizAttempts.quizId, quizzes.id), eq(quizAttempts.studentId, students.id)))
    .where(
      and(eq(quizzes.id, sql.placeholder('quizId')), subjectsOfStudentAccount(db, sql.placeholder('userId'))),
    )
    .limit(1)
    .prepare('quiz_attempt_context');
}
const attemptContexts = new WeakMap<Db, ReturnType<typeof prepareAttemptContext>>();

export async function attemptContext(ctx: AppContext, user: UserRow, quizId: string) {
  let query = attemptContexts.get(ctx.db);
  if (!query) {
    query = prepareAttemptContext(ctx.db);
    attemptContexts.set(ctx.db, query);
  }
  const [row] = await query.execute({ userId: user.id, quizId });
  if (!row) throw notFound('quizNotFound');
  return row;
}
export type AttemptContext = Awaited<ReturnType<typeof attemptContext>>;
