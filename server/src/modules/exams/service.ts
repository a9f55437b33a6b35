import type { Exam, ExamFields, StudentExam } from '@sabora/contract';
import { asc, count, desc, eq } from 'drizzle-orm';
import { enrolledStudentUserIds, findVisibleSubject } from '../../access/index.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { exams, files, subjects, type UserRow } from '../../db/schema/index.js';
import { refusePastDueDate } from '../../lib/due-date.js';
import { isForeignKeyViolation } from '../../lib/pg-errors.js';
import { isAnyOf, preparedOnce } from '../../lib/prepared.js';
import { conflict, notFound } from '../../plugins/errors.js';
import { recordUploads, type StoredUpload } from '../../plugins/uploads.js';
import {
  countSubmissions,
  type ItemSummary,
  type PageQuery,
  removeBytes,
  submissionCounts,
  visiblePage,
} from '../assignments/index.js';
import { recordAudit } from '../audit/index.js';
import { notify } from '../notifications/index.js';

const selectExams = (db: Db) =>
  db
    .select({ exam: exams, subjectName: subjects.name, fileName: files.originalName })
    .from(exams)
    .innerJoin(subjects, eq(subjects.id, exams.subjectId))
    .leftJoin(files, eq(files.id, exams.fileId))
    .$dynamic();
type ExamJoinRow = Awaited<ReturnType<typeof selectExams>>[number];
const examItems = { name: 'exams', select: selectExams, table: exams };

const presentForStudent = ({ exam, subjectName, fileName }: ExamJoinRow): StudentExam => ({
  _id: exam.id,
  title: exam.title,
  description: exam.description,
  subject: { _id: exam.subjectId, name: subjectName, title: subjectName },
  dueDate: exam.dueDate.toISOString(),
  file: fileName !== null ? { originalName: fileName } : null,
  fileUrl: fileName !== null ? `/api/exams/${exam.id}/download` : null,
  reopened: exam.reopened,
  createdAt: exam.createdAt.toISOString(),
});

async function presentForStaff(db: Db, rows: ExamJoinRow[]): Promise<Exam[]> {
  const counts = await submissionCounts(
    db,
    'exam',
    rows.map((r) => r.exam.id),
  );
  return rows.map((row) => ({ ...presentForStudent(row), submissionCount: counts.get(row.exam.id) ?? 0 }));
}

/** Staff list (admins: all; teachers: their subjects), newest first. */
export const listExams = (ctx: AppContext, user: UserRow, query: PageQuery) =>
  visiblePage(
    ctx,
    user,
    query,
    examItems,
    { name: 'staff', order: [desc(exams.createdAt), desc(exams.id)] },
    (rows) => presentForStaff(ctx.db, rows),
  );

/** A student's exams: those of their active enrolments, soonest due first. */
export const listMyExams = (ctx: AppContext, user: UserRow, query: PageQuery) =>
  visiblePage(
    ctx,
    user,
    query,
    examItems,
    { name: 'mine', order: [asc(exams.dueDate), asc(exams.id)] },
    async (rows) => rows.map(presentForStudent),
  );

/** An exam whose subject the user may see (staff: manage; students and parents: enrolled), or 404. */
async function findExam(ctx: AppContext, user: UserRow, id: string) {
  const [row] = await ctx.db.select().from(exams).where(eq(exams.id, id)).limit(1);
  if (!row) throw notFound('examNotFound');
  await findVisibleSubject(ctx.db, user, row.subjectId, 'examNotFound');
  return row;
}

async function staffReply(ctx: AppContext, id: string) {
  return (await presentForStaff(ctx.db, await selectExams(ctx.db).where(eq(exams.id, id))))[0]!;
}

export async function createExam(
  ctx: AppContext,
  user: UserRow,
  fields: ExamFields,
  file: StoredUpload | undefined,
) {
  refusePastDueDate(fields.dueDate);
  const subject = await findVisibleSubject(ctx.db, user, fields.subject);
  const id = await ctx.db.transaction(async (tx) => {
    const [stored] = file ? await recordUploads(tx, [file], user.id) : [];
    const [row] = await tx
      .insert(exams)
      .values({
        title: fields.title,
        description: fields.description,
        subjectId: subject.id,
        dueDate: fields.dueDate,
        reopened: fields.reopened ?? false,
        fileId: stored?.id ?? null,
        createdBy: user.id,
      })
      .returning({ id: exams.id });
    await notify(tx, await enrolledStudentUserIds(tx, subject.id), {
      notice: 'newExam',
      params: { title: fields.title, subject: subject.name },
      link: '/exams-students',
    });
    return row!.id;
  });
  return staffReply(ctx, id);
}

/** Updates an exam; a new file replaces the old one; `reopened` changes only when sent. */
export async function updateExam(
  ctx: AppContext,
  user: UserRow,
  id: string,
  fields: ExamFields,
  file: StoredUpload | undefined,
) {
  const existing = await findExam(ctx, user, id);
  await findVisibleSubject(ctx.db, user, fields.subject);
  if (fields.subject !== existing.subjectId) {
    const held = await countSubmissions(ctx.db, 'exam', id);
    if (held > 0) {
      throw conflict('moveHeldBySubmissions', { title: existing.title, count: held });
    }
  }
  const dropped = await ctx.db.transaction(async (tx) => {
    const [stored] = file ? await recordUploads(tx, [file], user.id) : [];
    await tx
      .update(exams)
      .set({
        title: fields.title,
        description: fields.description,
        subjectId: fields.subject,
        dueDate: fields.dueDate,
        reopened: fields.reopened ?? existing.reopened,
        fileId: stored?.id ?? existing.fileId,
        updatedAt: new Date(),
      })
      .where(eq(exams.id, id));
    if (!stored || !existing.fileId) return [];
    return tx.delete(files).where(eq(files.id, existing.fileId)).returning();
  });
  await removeBytes(ctx, dropped);
  return staffReply(ctx, id);
}

/**
 * Deletes an exam and its file, refused (409) while students' submissions hold it
 * (docs/decisions.md, "Keeping data").
 */
export async function deleteExam(ctx: AppContext, user: UserRow, id: string) {
  const existing = await findExam(ctx, user, id);
  const refuse = (held: number) =>
    conflict('deleteHeldBySubmissions', { title: existing.title, count: held });
  const held = await countSubmissions(ctx.db, 'exam', id);
  if (held > 0) throw refuse(held);
  const removed = await ctx.db
    .transaction(async (tx) => {
      await tx.delete(exams).where(eq(exams.id, id));
      await recordAudit(tx, user, {
        action: 'exam.delete',
        entity: 'exam',
        entityId: id,
        params: { title: existing.title },
        before: { title: existing.title, subjectId: existing.subjectId, dueDate: existing.dueDate },
      });
      return existing.fileId ? tx.delete(files).where(eq(files.id, existing.fileId)).returning() : [];
    })
    .catch(async (error: unknown) => {
      // A submission arrived between the count and the delete: its foreign key refuses the delete.
      if (isForeignKeyViolation(error)) throw refuse(await countSubmissions(ctx.db, 'exam', id));
      throw error;
    });
  await removeBytes(ctx, removed);
}

/** The exam paper, for the subject's staff, its enrolled students and their parents. */
export async function findExamFile(ctx: AppContext, user: UserRow, id: string) {
  const exam = await findExam(ctx, user, id);
  const [file] = exam.fileId
    ? await ctx.db.select().from(files).where(eq(files.id, exam.fileId)).limit(1)
    : [];
  if (!file) throw notFound('examHasNoFile');
  return file;
}

/** What an exam submission shows of its exam, and its re-opened flag (the submissions domain reads it). */
export async function examSummaries(ctx: AppContext, ids: readonly string[]): Promise<ItemSummary[]> {
  if (ids.length === 0) return [];
  const query = preparedOnce(ctx.db, 'exam_summaries', (name) =>
    selectExams(ctx.db).where(isAnyOf(exams.id, 'ids')).prepare(name),
  );
  const rows = await query.execute({ ids: [...ids] });
  return rows.map(({ exam, subjectName }) => ({
    _id: exam.id,
    title: exam.title,
    subject: { _id: exam.subjectId, name: subjectName },
    dueDate: exam.dueDate,
    reopened: exam.reopened,
  }));
}

/** How many exams a subject holds: what keeps it from being deleted. */
export async function countExams(ctx: AppContext, subjectId: string) {
  const [row] = await ctx.db.select({ n: count() }).from(exams).where(eq(exams.subjectId, subjectId));
  return row?.n ?? 0;
}
