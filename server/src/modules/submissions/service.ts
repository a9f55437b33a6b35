import { isPastDueDate, mayReplaceHandIn, type SubmissionKind } from '@sabora/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import { findVisibleSubject, mayReadWork, profileOfUser, whoseWork } from '../../access/index.js';
import type { AppContext } from '../../context.js';
import { type FileRow, files, type UserRow } from '../../db/schema/index.js';
import { isUuid } from '../../lib/ids.js';
import { isUniqueViolation } from '../../lib/pg-errors.js';
import { badRequest, conflict, notFound } from '../../plugins/errors.js';
import type { StoredUpload } from '../../plugins/uploads.js';
import { type ItemSummary, linkUploads, nextFilePosition } from '../assignments/index.js';
import type { KindConfig } from './kinds.js';
import { type Audience, presentSubmissions, rowColumnsOf, type SubmissionRow } from './present.js';

type FileKind = 'submitted' | 'correction' | 'earlier';

/**
 * The submission rules (docs/product/rules.md, "Handing in"), written once for homeworks and exams:
 * one submission per student per item, nothing new after the due date (exams: late only when
 * re-opened), and files readable by the student, their parent and the staff of the subject. Staff
 * lists and grading, shared with quizzes, are in grading.ts and present through `presentByIds`.
 */
export function submissionService<K extends SubmissionKind>(kind: KindConfig<K>) {
  const s = kind.submissions;
  const selectRows = (ctx: AppContext) => ctx.db.select(rowColumnsOf(kind)).from(s).$dynamic();
  const present = (ctx: AppContext, ids: readonly string[], audience: Audience = 'student') =>
    presentSubmissions(ctx, kind, ids, audience);

  /** A homework or exam the user may see (enrolled students, their parents, the subject's staff), or 404. */
  async function visibleItem(ctx: AppContext, user: UserRow, itemId: string): Promise<ItemSummary> {
    const [item] = isUuid(itemId) ? await kind.summaries(ctx, [itemId]) : [];
    if (!item) throw notFound(kind.codes.notFound);
    await findVisibleSubject(ctx.db, user, item.subject._id, kind.codes.notFound);
    return item;
  }

  async function listMine(ctx: AppContext, user: UserRow, requested?: string) {
    const studentId = await whoseWork(ctx.db, user, requested);
    if (!studentId) return [];
    const rows = await ctx.db
      .select({ id: s.id })
      .from(s)
      .where(eq(s.studentId, studentId))
      .orderBy(desc(s.submittedAt), desc(s.id));
    return present(
      ctx,
      rows.map((r) => r.id),
    );
  }

  /** `{ submitted, submission }` for one homework or exam; 404 when the caller may not see the item. */
  async function findMine(ctx: AppContext, user: UserRow, itemId: string, requested?: string) {
    const studentId = await whoseWork(ctx.db, user, requested);
    const [row] =
      studentId && isUuid(itemId)
        ? await selectRows(ctx)
            .where(and(eq(s.studentId, studentId), eq(kind.itemColumn, itemId)))
            .limit(1)
        : [];
    if (row) return { submitted: true, submission: (await present(ctx, [row.id]))[0]! };
    await visibleItem(ctx, user, itemId);
    return { submitted: false, submission: null };
  }

  /**
   * Hands in a student's files. The upload was checked before it was stored; every refusal here
   * throws, and the caller (`withUpload`) then removes the stored files, so nothing is kept.
   */
  async function submit(
    ctx: AppContext,
    user: UserRow,
    fields: Record<string, string | string[]>,
    uploads: readonly StoredUpload[],
  ) {
    const itemId = kind.itemIdOf(fields);
    if (uploads.length === 0) throw badRequest('submissionFilesMissing');
    const student = await profileOfUser(ctx.db, user.id);
    if (!student) throw notFound(kind.codes.notFound);
    const item = await visibleItem(ctx, user, itemId);
    const [existing] = await selectRows(ctx)
      .where(and(eq(s.studentId, student.id), eq(kind.itemColumn, itemId)))
      .limit(1);
    if (existing) throw conflict(kind.codes.already);
    const now = new Date();
    // Late is past the due date: the rule missing work starts from too (`isPastDueDate`).
    const late = isPastDueDate(item.dueDate, now);
    if (late && !item.reopened) throw conflict(kind.codes.closed);
    const id = await ctx.db
      .transaction(async (tx) => {
        // Insert first: of two concurrent submits, the unique index stops the second here.
        const [row] = await tx
          .insert(s)
          .values(
            kind.newRow(itemId, {
              studentId: student.id,
              status: late ? 'late' : 'submitted',
              isLate: late,
              submittedAt: now,
            }),
          )
          .returning({ id: s.id });
        await linkUploads(
          tx,
          kind.files,
          { submissionId: row!.id, which: 'submitted', first: 0, by: user.id },
          uploads,
        );
        return row!.id;
      })
      .catch((error: unknown) => {
        if (isUniqueViolation(error)) throw conflict(kind.codes.already);
        throw error;
      });
    return (await present(ctx, [id]))[0]!;
  }

  /**
   * Replaces the files of the student's own hand-in while it may be replaced (`mayReplaceHandIn`:
   * not graded, due date not passed). The files replaced are kept as `earlier` files, numbered on
   * after those of any earlier replacement, so every hand-in stays readable; the submission's time
   * becomes now, so the staff list shows it as the newest. Like `submit`, a refusal throws and the
   * stored upload is removed.
   */
  async function replace(ctx: AppContext, user: UserRow, id: string, uploads: readonly StoredUpload[]) {
    const student = await profileOfUser(ctx.db, user.id);
    const [row] =
      student && isUuid(id)
        ? await selectRows(ctx)
            .where(and(eq(s.id, id), eq(s.studentId, student.id)))
            .limit(1)
        : [];
    // Another student's hand-in does not exist for this one.
    if (!row) throw notFound('submissionNotFound');
    if (uploads.length === 0) throw badRequest('submissionFilesMissing');
    const [item] = await kind.summaries(ctx, [row.itemId]);
    if (!item) throw notFound(kind.codes.notFound);
    const links = kind.files;
    await ctx.db.transaction(async (tx) => {
      // Locked, then read again: a grade given meanwhile wins, and two replacements queue up.
      const [locked] = await tx
        .select({ status: s.status, grade: s.grade })
        .from(s)
        .where(eq(s.id, id))
        .for('update');
      if (!locked) throw notFound('submissionNotFound');
      const now = new Date();
      const state = { ...locked, dueDate: item.dueDate.toISOString() };
      if (!mayReplaceHandIn(state, now)) {
        throw conflict(
          locked.grade === null && locked.status !== 'graded' ? 'handInPastDue' : 'handInGraded',
        );
      }
      const next = await nextFilePosition(tx, links, id, 'earlier');
      await tx
        .update(links)
        .set({ kind: 'earlier', position: sql`${links.position} + ${next}` })
        .where(and(eq(links.submissionId, id), eq(links.kind, 'submitted')));
      await linkUploads(tx, links, { submissionId: id, which: 'submitted', first: 0, by: user.id }, uploads);
      await tx.update(s).set({ submittedAt: now }).where(eq(s.id, id));
    });
    return (await present(ctx, [id]))[0]!;
  }

  /**
   * The student who submitted, their parent (parentEmail), and the staff of the subject (admins
   * any; teachers their assigned subjects) may read a submission; to anyone else it does not exist.
   */
  async function assertMayRead(ctx: AppContext, user: UserRow, row: SubmissionRow) {
    const [item] = await kind.summaries(ctx, [row.itemId]);
    if (!item || !(await mayReadWork(ctx.db, user, row.studentId, item.subject._id))) {
      throw notFound('submissionNotFound');
    }
  }

  /** Replies for these submission ids, in the order given (missing ids are left out). */
  async function presentByIds(ctx: AppContext, ids: readonly string[]) {
    return present(ctx, ids, 'staff');
  }

  /** A submitted or correction file by its index, for a caller who may read the submission. */
  async function findFile(
    ctx: AppContext,
    user: UserRow,
    id: string,
    which: FileKind,
    index: string,
  ): Promise<FileRow> {
    const [row] = isUuid(id) ? await selectRows(ctx).where(eq(s.id, id)).limit(1) : [];
    if (!row) throw notFound('submissionNotFound');
    await assertMayRead(ctx, user, row);
    const position = /^\d{1,6}$/.test(index) ? Number(index) : -1;
    const links = kind.files;
    const [file] = await ctx.db
      .select({ file: files })
      .from(links)
      .innerJoin(files, eq(files.id, links.fileId))
      .where(and(eq(links.submissionId, id), eq(links.kind, which), eq(links.position, position)))
      .limit(1);
    if (!file) throw notFound('fileNotFound');
    return file.file;
  }

  return { listMine, findMine, submit, replace, findFile, presentByIds };
}
