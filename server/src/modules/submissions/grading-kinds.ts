import { eq, inArray, isNotNull } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import {
  examSubmissions,
  homeworkSubmissions,
  quizAttemptFiles,
  quizAttempts,
  quizzes,
} from '../../db/schema/index.js';
import { presentQuizSubmissions, selectQuizSubmissions } from '../quizzes/index.js';
import { gradeHistoriesOf } from './grade-history.js';
import type { GradingConfig, StaffItem } from './grading-config.js';
import { examKind, homeworkKind } from './kinds.js';
import { presentStaffPage } from './present.js';
import { submissionService } from './service.js';
import { studentRefs } from './students.js';

type Grade = { grade: number; feedback: string; gradedAt: Date; gradedBy: string };

/**
 * Homework and exam grading works on the tables their hand-ins are kept in (kinds.ts, read from
 * there, not listed again), and replies as the students' ones (same rows, same `present`).
 */
const fileBased = (kind: typeof homeworkKind | typeof examKind): Omit<GradingConfig, 'setGrade' | 'link'> => {
  const service = submissionService(kind);
  return {
    kind: kind.kind,
    table: kind.submissions,
    itemColumn: kind.itemColumn,
    items: kind.items,
    files: kind.files,
    submitted: undefined,
    statuses: ['submitted', 'graded', 'late'],
    present: async (ctx, ids) => (await service.presentByIds(ctx, ids)) as StaffItem[],
    presentPage: async (ctx, page) => (await presentStaffPage(ctx, kind, page)) as StaffItem[],
  };
};

export const homeworkGrading: GradingConfig = {
  ...fileBased(homeworkKind),
  setGrade: (tx, id, values: Grade) =>
    tx
      .update(homeworkSubmissions)
      .set({ ...values, status: 'graded' })
      .where(eq(homeworkSubmissions.id, id)),
  link: '/homeworks-students',
};

export const examGrading: GradingConfig = {
  ...fileBased(examKind),
  setGrade: (tx, id, values: Grade) =>
    tx
      .update(examSubmissions)
      .set({ ...values, status: 'graded' })
      .where(eq(examSubmissions.id, id)),
  link: '/exams-students',
};

/**
 * Quiz "submissions" are the submitted attempts (quizzes/results.ts): the staff reply is the
 * student's one with the student, no handed-in files and the grade history (read beside it: the
 * quizzes' statement is theirs); grading never changes `score` or answers.
 */
async function presentQuizzes(ctx: AppContext, ids: readonly string[]) {
  if (ids.length === 0) return [];
  const rows = await selectQuizSubmissions(ctx.db).where(inArray(quizAttempts.id, [...ids]));
  const [replies, refs, histories] = await Promise.all([
    presentQuizSubmissions(ctx.db, rows, 'staff'),
    studentRefs(ctx.db, [...new Set(rows.map((r) => r.attempt.studentId))]),
    gradeHistoriesOf(ctx, 'quiz', ids),
  ]);
  const studentOf = new Map(rows.map((r) => [r.attempt.id, r.attempt.studentId]));
  const byId = new Map(replies.map((reply) => [reply._id, reply]));
  return ids.flatMap((id) => {
    const reply = byId.get(id);
    if (!reply) return [];
    const student = refs.get(studentOf.get(id)!)!;
    return [{ ...reply, student, files: [], gradeHistory: histories.get(id) ?? [] }];
  }) as StaffItem[];
}

export const quizGrading: GradingConfig = {
  kind: 'quiz',
  table: quizAttempts,
  itemColumn: quizAttempts.quizId,
  items: quizzes,
  files: quizAttemptFiles,
  submitted: isNotNull(quizAttempts.submittedAt),
  statuses: ['graded', 'late'],
  setGrade: (tx, id, values: Grade) =>
    tx
      .update(quizAttempts)
      .set({ ...values, status: 'graded' })
      .where(eq(quizAttempts.id, id)),
  present: presentQuizzes,
  link: '/quiz-students',
};

export const gradingKinds = [homeworkGrading, quizGrading, examGrading] as const;
