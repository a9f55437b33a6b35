import { type HomeworkFields, isMultipleChoice } from '@sabora/contract';
import { asc, count, countDistinct, desc, eq, inArray } from 'drizzle-orm';
import { enrolledStudentUserIds, findVisibleSubject, profileOfUser } from '../../access/index.js';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import { files, homeworkQuestions, homeworks, subjects, type UserRow } from '../../db/schema/index.js';
import { countByPlace } from '../../lib/count-by-place.js';
import { refusePastDueDate } from '../../lib/due-date.js';
import { isForeignKeyViolation } from '../../lib/pg-errors.js';
import { isAnyOf, preparedOnce } from '../../lib/prepared.js';
import { badRequest, conflict, notFound } from '../../plugins/errors.js';
import { recordUploads, type StoredUpload } from '../../plugins/uploads.js';
import {
  countSubmissions,
  type ItemSummary,
  type PageQuery,
  removeBytes,
  visiblePage,
} from '../assignments/index.js';
import { recordAudit } from '../audit/index.js';
import { findChapter, listChapters } from '../chapters/index.js';
import { notify } from '../notifications/index.js';
import { listBySubject } from '../question-bank/index.js';
import { presentForStaff, presentForStudent, savedHomeworkAnswers, selectHomeworks } from './present.js';

const homeworkItems = { name: 'homeworks', select: selectHomeworks, table: homeworks };

/** Staff list (admins: all; teachers: their subjects), newest first. */
export const listHomeworks = (ctx: AppContext, user: UserRow, query: PageQuery) =>
  visiblePage(
    ctx,
    user,
    query,
    homeworkItems,
    { name: 'staff', order: [desc(homeworks.createdAt), desc(homeworks.id)] },
    (rows) => presentForStaff(ctx.db, rows),
  );

/**
 * A student's homeworks: those of their active enrolments, soonest due first, with their saved
 * answers.
 */
export const listMyHomeworks = (ctx: AppContext, user: UserRow, query: PageQuery) =>
  visiblePage(
    ctx,
    user,
    query,
    homeworkItems,
    { name: 'mine', order: [asc(homeworks.dueDate), asc(homeworks.id)] },
    async (rows) => {
      const student = await profileOfUser(ctx.db, user.id);
      const ids = rows.map((r) => r.homework.id);
      return presentForStudent(
        ctx.db,
        rows,
        student ? await savedHomeworkAnswers(ctx.db, ids, student.id) : new Map(),
      );
    },
  );

/** A homework whose subject the user may see (staff: manage; students and parents: enrolled), or 404. */
export async function findHomework(ctx: AppContext, user: UserRow, id: string) {
  const [row] = await ctx.db.select().from(homeworks).where(eq(homeworks.id, id)).limit(1);
  if (!row) throw notFound('homeworkNotFound');
  await findVisibleSubject(ctx.db, user, row.subjectId, 'homeworkNotFound');
  return row;
}

async function staffReply(ctx: AppContext, id: string) {
  const rows = await selectHomeworks(ctx.db).where(eq(homeworks.id, id));
  return (await presentForStaff(ctx.db, rows))[0]!;
}

/**
 * The subject must be one the caller manages, the chapter one of its chapters, and every attached
 * question a multiple-choice question of that subject's bank.
 */
async function checkPlacement(ctx: AppContext, user: UserRow, fields: HomeworkFields) {
  const subject = await findVisibleSubject(ctx.db, user, fields.subject);
  const chapter = await findChapter(ctx, user, fields.chapter);
  if (chapter.subjectId !== subject.id) throw badRequest('chapterNotOfSubject');
  if (fields.questions.length > 0) {
    const bank = new Map((await listBySubject(ctx, user, subject.id)).map((q) => [q._id, q]));
    for (const id of fields.questions) {
      const question = bank.get(id);
      if (!question) throw badRequest('questionNotInSubjectBank', { question: id, subject: subject.name });
      if (!isMultipleChoice(question)) {
        throw badRequest('questionNotMultipleChoice', { title: question.title });
      }
    }
  }
  return subject;
}

async function attachQuestions(tx: Tx, homeworkId: string, questionIds: readonly string[]) {
  await tx.delete(homeworkQuestions).where(eq(homeworkQuestions.homeworkId, homeworkId));
  if (questionIds.length === 0) return;
  await tx
    .insert(homeworkQuestions)
    .values(questionIds.map((questionId, position) => ({ homeworkId, questionId, position })));
}

const columns = (fields: HomeworkFields) => ({
  title: fields.title,
  text: fields.text,
  subjectId: fields.subject,
  chapterId: fields.chapter,
  dueDate: fields.dueDate,
});

export async function createHomework(
  ctx: AppContext,
  user: UserRow,
  fields: HomeworkFields,
  file: StoredUpload | undefined,
) {
  refusePastDueDate(fields.dueDate);
  const subject = await checkPlacement(ctx, user, fields);
  const id = await ctx.db.transaction(async (tx) => {
    const [stored] = file ? await recordUploads(tx, [file], user.id) : [];
    const [row] = await tx
      .insert(homeworks)
      .values({ ...columns(fields), fileId: stored?.id ?? null, createdBy: user.id })
      .returning({ id: homeworks.id });
    await attachQuestions(tx, row!.id, fields.questions);
    await notify(tx, await enrolledStudentUserIds(tx, subject.id), {
      notice: 'newHomework',
      params: { title: fields.title, subject: subject.name },
      link: '/homeworks-students',
    });
    return row!.id;
  });
  return staffReply(ctx, id);
}

/** Updates a homework; a new file or correction file replaces the old one (its bytes go after commit). */
export async function updateHomework(
  ctx: AppContext,
  user: UserRow,
  id: string,
  fields: HomeworkFields,
  uploads: { file?: StoredUpload | undefined; correctionFile?: StoredUpload | undefined },
) {
  const existing = await findHomework(ctx, user, id);
  await checkPlacement(ctx, user, fields);
  if (fields.subject !== existing.subjectId) {
    const held = await countSubmissions(ctx.db, 'homework', id);
    if (held > 0) {
      throw conflict('moveHeldBySubmissions', { title: existing.title, count: held });
    }
  }
  const dropped = await ctx.db.transaction(async (tx) => {
    const [file] = uploads.file ? await recordUploads(tx, [uploads.file], user.id) : [];
    const [correction] = uploads.correctionFile
      ? await recordUploads(tx, [uploads.correctionFile], user.id)
      : [];
    await tx
      .update(homeworks)
      .set({
        ...columns(fields),
        fileId: file?.id ?? existing.fileId,
        correctionFileId: correction?.id ?? existing.correctionFileId,
        updatedAt: new Date(),
      })
      .where(eq(homeworks.id, id));
    await attachQuestions(tx, id, fields.questions);
    const replaced = [file && existing.fileId, correction && existing.correctionFileId].filter(
      (fileId): fileId is string => Boolean(fileId),
    );
    return replaced.length ? tx.delete(files).where(inArray(files.id, replaced)).returning() : [];
  });
  await removeBytes(ctx, dropped);
  return staffReply(ctx, id);
}

/**
 * Deletes a homework and its files, refused (409) while students' submissions hold it
 * (docs/decisions.md, "Keeping data").
 */
export async function deleteHomework(ctx: AppContext, user: UserRow, id: string) {
  const existing = await findHomework(ctx, user, id);
  const refuse = (held: number) =>
    conflict('deleteHeldBySubmissions', { title: existing.title, count: held });
  const held = await countSubmissions(ctx.db, 'homework', id);
  if (held > 0) throw refuse(held);
  const ownFiles = [existing.fileId, existing.correctionFileId].filter((f): f is string => f !== null);
  const removed = await ctx.db
    .transaction(async (tx) => {
      await tx.delete(homeworks).where(eq(homeworks.id, id));
      await recordAudit(tx, user, {
        action: 'homework.delete',
        entity: 'homework',
        entityId: id,
        params: { title: existing.title },
        before: { title: existing.title, subjectId: existing.subjectId, dueDate: existing.dueDate },
      });
      return ownFiles.length ? tx.delete(files).where(inArray(files.id, ownFiles)).returning() : [];
    })
    .catch(async (error: unknown) => {
      // A submission arrived between the count and the delete: its foreign key refuses the delete.
      if (isForeignKeyViolation(error)) throw refuse(await countSubmissions(ctx.db, 'homework', id));
      throw error;
    });
  await removeBytes(ctx, removed);
}

/** Homeworks per chapter of a subject, every chapter listed (the chapters admin page's counts). */
export async function homeworkCounts(ctx: AppContext, user: UserRow, subjectId: string) {
  const chapterList = await listChapters(ctx, user, subjectId);
  const rows = await ctx.db
    .select({ chapterId: homeworks.chapterId, n: count() })
    .from(homeworks)
    .where(eq(homeworks.subjectId, subjectId))
    .groupBy(homeworks.chapterId);
  const byChapter = new Map(rows.map((r) => [r.chapterId, r.n]));
  return Object.fromEntries(chapterList.map((c) => [c._id, byChapter.get(c._id) ?? 0]));
}

/** What a homework submission shows of its homework (the submissions domain reads it here). */
export async function homeworkSummaries(ctx: AppContext, ids: readonly string[]): Promise<ItemSummary[]> {
  if (ids.length === 0) return [];
  const query = preparedOnce(ctx.db, 'homework_summaries', (name) =>
    ctx.db
      .select({
        _id: homeworks.id,
        title: homeworks.title,
        subjectId: subjects.id,
        subjectName: subjects.name,
        dueDate: homeworks.dueDate,
      })
      .from(homeworks)
      .innerJoin(subjects, eq(subjects.id, homeworks.subjectId))
      .where(isAnyOf(homeworks.id, 'ids'))
      .prepare(name),
  );
  const rows = await query.execute({ ids: [...ids] });
  return rows.map((r) => ({
    _id: r._id,
    title: r.title,
    subject: { _id: r.subjectId, name: r.subjectName },
    dueDate: r.dueDate,
    reopened: false,
  }));
}

/** How many homeworks a chapter or subject holds: what keeps it from being deleted. */
export const countHomeworks = (ctx: AppContext, where: { chapterId?: string; subjectId?: string }) =>
  countByPlace(ctx.db, homeworks, where);

/** How many homeworks use a question-bank question: it cannot be deleted while any does. */
export async function countHomeworksUsingQuestion(ctx: AppContext, questionId: string) {
  const [row] = await ctx.db
    .select({ n: countDistinct(homeworkQuestions.homeworkId) })
    .from(homeworkQuestions)
    .where(eq(homeworkQuestions.questionId, questionId));
  return row?.n ?? 0;
}
