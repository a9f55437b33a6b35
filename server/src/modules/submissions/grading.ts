import {
  FEEDBACK_MAX,
  gradeFieldsSchema,
  parentLinks,
  type StaffSubmissionsQuery,
  totalPagesOf,
} from '@sabora/contract';
import { and, eq } from 'drizzle-orm';
import { mayReadWork, parentsOfStudents, visibleSubjects } from '../../access/index.js';
import type { AppContext } from '../../context.js';
import {
  type FileRow,
  files,
  gradeHistory,
  students,
  subjects,
  type UserRow,
  users,
} from '../../db/schema/index.js';
import { word } from '../../lib/i18n/messages.js';
import { isUuid } from '../../lib/ids.js';
import { badRequest, notFound } from '../../plugins/errors.js';
import type { StoredUpload } from '../../plugins/uploads.js';
import { linkUploads, nextFilePosition } from '../assignments/index.js';
import { recordAudit } from '../audit/index.js';
import { mailEach, notify } from '../notifications/index.js';
import type { GradingConfig } from './grading-config.js';
import { staffListShape } from './staff-list-shape.js';
import { staffMissingList } from './staff-missing.js';
import { staffSubmittedList } from './staff-submitted.js';

export type { GradingConfig, StaffItem } from './grading-config.js';

/**
 * Grading one kind (homeworks, exams, quizzes): the staff list (handed-in work, staff-submitted.ts;
 * missing work, staff-missing.ts), grading a submission, and its correction files.
 */
export function gradingService(cfg: GradingConfig) {
  const s = cfg.table;
  const item = cfg.items;
  const links = cfg.files;
  const shape = staffListShape(cfg);
  const { listSubmitted, presentStaff } = staffSubmittedList(cfg, shape);
  const { listMissing } = staffMissingList(cfg, shape);

  /** `GET /api/{kind}-submissions`: `{ data, totalPages, totalCount }`. */
  async function listForStaff(ctx: AppContext, user: UserRow, query: StaffSubmissionsQuery) {
    const { data, totalCount } =
      query.status === 'missing'
        ? await listMissing(ctx, user, query)
        : await listSubmitted(ctx, user, query);
    return { data, totalCount, totalPages: totalPagesOf(totalCount, query.limit) };
  }

  /** A handed-in submission with what grading needs, if the caller may grade it; else 404. */
  async function gradable(ctx: AppContext, user: UserRow, id: string) {
    const [row] = isUuid(id)
      ? await ctx.db
          .select({
            id: s.id,
            grade: s.grade,
            title: item.title,
            studentId: students.id,
            studentUserId: students.userId,
          })
          .from(s.id.table)
          .innerJoin(item, eq(item.id, cfg.itemColumn))
          .innerJoin(subjects, eq(subjects.id, item.subjectId))
          .innerJoin(students, eq(students.id, s.studentId))
          .where(and(eq(s.id, id), cfg.submitted, visibleSubjects(ctx.db, user)))
          .limit(1)
      : [];
    if (!row) throw notFound('submissionNotFound');
    return row as {
      id: string;
      grade: number | null;
      title: string;
      studentId: string;
      studentUserId: string;
    };
  }

  /**
   * The child's parents hear of the grade too: in-app in the grading
   * transaction, by mail (if they allow it) once it committed, through `mail()`.
   */
  async function tellParents(
    ctx: AppContext,
    tx: Parameters<Parameters<AppContext['db']['transaction']>[0]>[0],
    target: { studentId: string; title: string },
    student: { firstName: string; lastName: string } | null,
    grade: number,
    feedback: string,
  ) {
    const parents = await parentsOfStudents(tx, [target.studentId]);
    const link = parentLinks.grades(target.studentId);
    const params = {
      child: student?.firstName ?? word('yourChild'),
      childFullName: student ? `${student.firstName} ${student.lastName}` : word('yourChildFullName'),
      kind: word(cfg.kind),
      title: target.title,
      grade,
    };
    await notify(
      tx,
      parents.map((p) => p.userId),
      { notice: 'childGradePosted', params, link },
    );
    const mailed = { ...params, link: `${ctx.config.publicUrl}${link}` };
    return {
      mail: () =>
        feedback
          ? mailEach(ctx, parents, 'childGradePostedWithFeedback', { ...mailed, feedback })
          : mailEach(ctx, parents, 'childGradePosted', mailed),
    };
  }

  /**
   * `PUT /api/{kind}-submissions/{id}/grade`: sets the grade (and feedback when sent), marks it
   * graded, keeps earlier correction files and adds the new ones after them, records the grade in
   * the history and notifies the student — in one transaction, so a refusal stores nothing.
   */
  async function grade(
    ctx: AppContext,
    user: UserRow,
    id: string,
    fields: Record<string, string | string[]>,
    uploads: readonly StoredUpload[],
  ) {
    const target = await gradable(ctx, user, id);
    const parsed = gradeFieldsSchema.safeParse(fields);
    if (!parsed.success) {
      // The contract's checks, under the grading form's own refusals.
      throw parsed.error.issues[0]?.path[0] === 'feedback'
        ? badRequest('feedbackTooLong', { max: FEEDBACK_MAX })
        : badRequest('gradeInvalid');
    }
    const { grade: value, feedback: sentFeedback } = parsed.data;
    const family = await ctx.db.transaction(async (tx) => {
      // Locks the submission: concurrent gradings queue, so the history's old grades and the
      // correction files' positions follow one another.
      const [current] = await tx
        .select({ grade: s.grade, feedback: s.feedback })
        .from(s.id.table)
        .where(eq(s.id, id))
        .for('update');
      // Read after the lock, so the history's times follow the same order as its old grades.
      const now = new Date();
      const feedback = sentFeedback ?? (current!.feedback as string);
      await cfg.setGrade(tx, id, { grade: value, feedback, gradedAt: now, gradedBy: user.id });
      if (uploads.length > 0) {
        const first = await nextFilePosition(tx, links, id, 'correction');
        await linkUploads(tx, links, { submissionId: id, which: 'correction', first, by: user.id }, uploads);
      }
      await tx.insert(gradeHistory).values({
        kind: cfg.kind,
        submissionId: id,
        gradedBy: user.id,
        oldGrade: current!.grade as number | null,
        newGrade: value,
        feedback,
        createdAt: now,
      });
      const [student] = await tx
        .select({ firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(eq(users.id, target.studentUserId));
      await recordAudit(tx, user, {
        action: 'grade.change',
        entity: `${cfg.kind}-submission`,
        entityId: id,
        params: {
          student: `${student?.firstName} ${student?.lastName}`,
          kind: cfg.kind,
          title: target.title,
        },
        before: { grade: current!.grade, feedback: current!.feedback },
        after: { grade: value, feedback },
      });
      await notify(tx, [target.studentUserId], {
        notice: 'gradePosted',
        params: { kind: word(cfg.kind), title: target.title, grade: value },
        link: cfg.link,
      });
      return tellParents(ctx, tx, target, student ?? null, value, feedback);
    });
    await family.mail();
    const [reply] = await presentStaff(ctx, [{ id }]);
    return reply!;
  }

  /** A correction file by index, for the student, their parent and the subject's staff; else 404. */
  async function findCorrectionFile(
    ctx: AppContext,
    user: UserRow,
    id: string,
    index: string,
  ): Promise<FileRow> {
    const [row] = isUuid(id)
      ? await ctx.db
          .select({ studentId: s.studentId, subjectId: item.subjectId })
          .from(s.id.table)
          .innerJoin(item, eq(item.id, cfg.itemColumn))
          .where(and(eq(s.id, id), cfg.submitted))
          .limit(1)
      : [];
    if (!row || !(await mayReadWork(ctx.db, user, row.studentId as string, row.subjectId))) {
      throw notFound('submissionNotFound');
    }
    const position = /^\d{1,6}$/.test(index) ? Number(index) : -1;
    const [file] = await ctx.db
      .select({ file: files })
      .from(links)
      .innerJoin(files, eq(files.id, links.fileId))
      .where(and(eq(links.submissionId, id), eq(links.kind, 'correction'), eq(links.position, position)))
      .limit(1);
    if (!file) throw notFound('fileNotFound');
    return file.file;
  }

  return { listForStaff, grade, findCorrectionFile };
}
