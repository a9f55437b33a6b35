import type { QuizBody } from '@sabora/contract';
import { and, asc, count, countDistinct, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import { enrolledStudentUserIds, findVisibleSubject, visibleSubjects } from '../../access/index.js';
import type { AppContext } from '../../context.js';
import type { Db, Tx } from '../../db/client.js';
import { quizAttempts, quizQuestions, quizzes, subjects, type UserRow } from '../../db/schema/index.js';
import { refusePastDueDate } from '../../lib/due-date.js';
import { likePattern } from '../../lib/like-pattern.js';
import { paginate } from '../../lib/paging.js';
import { isForeignKeyViolation } from '../../lib/pg-errors.js';
import { badRequest, conflict, notFound } from '../../plugins/errors.js';
import { recordAudit } from '../audit/index.js';
import { notify } from '../notifications/index.js';
import { listBySubject } from '../question-bank/index.js';
import { queueDeadlines } from './deadlines.js';
import { presentForStaff, selectQuizzes } from './present.js';

interface ListQuery {
  page: number;
  limit: number;
  search?: string | undefined;
}

/** Staff list (admins: all; teachers: their subjects), newest first; search in title and subject name. */
export async function listQuizzes(ctx: AppContext, user: UserRow, query: ListQuery) {
  const conditions: (SQL | undefined)[] = [visibleSubjects(ctx.db, user)];
  if (query.search) {
    const pattern = likePattern(query.search);
    conditions.push(or(ilike(quizzes.title, pattern), ilike(subjects.name, pattern)));
  }
  const where = and(...conditions);
  return paginate(
    query,
    (limit, offset) =>
      selectQuizzes(ctx.db)
        .where(where)
        .orderBy(desc(quizzes.createdAt), desc(quizzes.id))
        .limit(limit)
        .offset(offset),
    () =>
      ctx.db
        .select({ n: count() })
        .from(quizzes)
        .innerJoin(subjects, eq(subjects.id, quizzes.subjectId))
        .where(where),
    (rows) => presentForStaff(ctx.db, rows),
  );
}

/**
 * A quiz whose subject the user may see (staff: manage it; students and parents: actively enrolled
 * in it), or 404 — the same answer whether it is missing or out of reach.
 */
export async function findQuiz(ctx: AppContext, user: UserRow, id: string) {
  const [row] = await ctx.db.select().from(quizzes).where(eq(quizzes.id, id)).limit(1);
  if (!row) throw notFound('quizNotFound');
  await findVisibleSubject(ctx.db, user, row.subjectId, 'quizNotFound');
  return row;
}

async function staffReply(ctx: AppContext, id: string) {
  const rows = await selectQuizzes(ctx.db).where(eq(quizzes.id, id));
  return (await presentForStaff(ctx.db, rows))[0]!;
}

/** At least one question, every one from the bank of a subject the caller manages. */
async function checkPlacement(
  ctx: AppContext,
  user: UserRow,
  body: QuizBody,
  noQuestions: 'quizNeedsQuestionsCreate' | 'quizNeedsQuestionsEdit',
) {
  if (body.questions.length === 0) throw badRequest(noQuestions);
  const subject = await findVisibleSubject(ctx.db, user, body.subject);
  const bank = new Set((await listBySubject(ctx, user, subject.id)).map((q) => q._id));
  const stranger = body.questions.find((id) => !bank.has(id));
  if (stranger) throw badRequest('quizQuestionNotInBank', { question: stranger });
  return subject;
}

async function attachQuestions(tx: Tx, quizId: string, questionIds: readonly string[]) {
  await tx.delete(quizQuestions).where(eq(quizQuestions.quizId, quizId));
  await tx
    .insert(quizQuestions)
    .values(questionIds.map((questionId, position) => ({ quizId, questionId, position })));
}

const columns = (body: QuizBody) => ({
  title: body.title,
  description: body.description,
  subjectId: body.subject,
  dueDate: body.dueDate,
  durationMinutes: body.durationMinutes,
  showCorrectAnswers: body.showCorrectAnswers,
});

/** The actively enrolled students of the subject hear of a quiz they can take. */
async function announce(tx: Tx, subject: { id: string; name: string }, title: string) {
  await notify(tx, await enrolledStudentUserIds(tx, subject.id), {
    notice: 'newQuiz',
    params: { title, subject: subject.name },
    link: '/quiz-students',
  });
}

export async function createQuiz(ctx: AppContext, user: UserRow, body: QuizBody) {
  refusePastDueDate(body.dueDate);
  const subject = await checkPlacement(ctx, user, body, 'quizNeedsQuestionsCreate');
  const id = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(quizzes)
      .values({ ...columns(body), createdBy: user.id })
      .returning({ id: quizzes.id });
    await attachQuestions(tx, row!.id, body.questions);
    await announce(tx, subject, body.title);
    return row!.id;
  });
  return staffReply(ctx, id);
}

/**
 * Updates a quiz. Once a student has started it, its subject and its set of questions stay as they
 * are (409): attempts are graded against them. The same questions sent in another order are then
 * kept in their order, so an edit of the title from a screen that lists them differently still saves.
 */
export async function updateQuiz(ctx: AppContext, user: UserRow, id: string, body: QuizBody) {
  const existing = await findQuiz(ctx, user, id);
  const subject = await checkPlacement(ctx, user, body, 'quizNeedsQuestionsEdit');
  await ctx.db.transaction(async (tx) => {
    // `start` takes a share lock on the quiz before it records an attempt, so no attempt can
    // appear between this count and the commit.
    await tx.select({ id: quizzes.id }).from(quizzes).where(eq(quizzes.id, id)).for('update');
    const current = await tx
      .select({ questionId: quizQuestions.questionId })
      .from(quizQuestions)
      .where(eq(quizQuestions.quizId, id))
      .orderBy(asc(quizQuestions.position));
    const currentIds = current.map((r) => r.questionId);
    const sameSet =
      currentIds.length === body.questions.length && body.questions.every((q) => currentIds.includes(q));
    const sameOrder = sameSet && currentIds.every((q, i) => body.questions[i] === q);
    const moved = body.subject !== existing.subjectId;
    const held = moved || !sameOrder ? await countAttempts(tx, id) : 0;
    if (held > 0 && moved) {
      throw conflict('quizMoveHeld', { title: existing.title, count: held });
    }
    if (held > 0 && !sameSet) {
      throw conflict('quizQuestionsHeld', { title: existing.title, count: held });
    }
    await tx
      .update(quizzes)
      .set({ ...columns(body), updatedAt: new Date() })
      .where(eq(quizzes.id, id));
    if (!sameOrder && held === 0) await attachQuestions(tx, id, body.questions);
    // Moved to another subject: its students see a quiz that is new to them.
    if (moved) await announce(tx, subject, body.title);
  });
  // Running attempts' deadlines read the quiz's duration: queue the server's submit for the new one.
  if (body.durationMinutes !== existing.durationMinutes) await queueDeadlines(ctx, id);
  return staffReply(ctx, id);
}

/**
 * Deletes a quiz, refused (409) once any student has an attempt at it
 * (docs/decisions.md, "Keeping data").
 */
export async function deleteQuiz(ctx: AppContext, user: UserRow, id: string) {
  const existing = await findQuiz(ctx, user, id);
  const refuse = (held: number) => conflict('quizDeleteHeld', { title: existing.title, count: held });
  const held = await countAttempts(ctx.db, id);
  if (held > 0) throw refuse(held);
  await ctx.db
    .transaction(async (tx) => {
      await tx.delete(quizzes).where(eq(quizzes.id, id));
      await recordAudit(tx, user, {
        action: 'quiz.delete',
        entity: 'quiz',
        entityId: id,
        params: { title: existing.title },
        before: { title: existing.title, subjectId: existing.subjectId },
      });
    })
    .catch(async (error: unknown) => {
      // An attempt started between the count and the delete: its foreign key refuses the delete.
      if (isForeignKeyViolation(error)) throw refuse(await countAttempts(ctx.db, id));
      throw error;
    });
}

async function countAttempts(db: Db | Tx, quizId: string) {
  const [row] = await db.select({ n: count() }).from(quizAttempts).where(eq(quizAttempts.quizId, quizId));
  return row?.n ?? 0;
}

/** How many quizzes belong to a subject: what keeps it from being deleted. */
export async function countQuizzes(ctx: AppContext, subjectId: string) {
  const [row] = await ctx.db.select({ n: count() }).from(quizzes).where(eq(quizzes.subjectId, subjectId));
  return row?.n ?? 0;
}

/** How many quizzes use a question-bank question: it cannot be deleted while any does. */
export async function countQuizzesUsingQuestion(ctx: AppContext, questionId: string) {
  const [row] = await ctx.db
    .select({ n: countDistinct(quizQuestions.quizId) })
    .from(quizQuestions)
    .where(eq(quizQuestions.questionId, questionId));
  return row?.n ?? 0;
}

/** '1 quiz', '2 quizzes': the count in the messages of what holds a question or a subject. */
export const quizzesCount = (n: number) => `${n} ${n === 1 ? 'quiz' : 'quizzes'}`;
