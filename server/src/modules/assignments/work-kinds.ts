import { and, isNotNull, isNull, type SQL } from 'drizzle-orm';
import {
  examSubmissions,
  exams,
  homeworkSubmissions,
  homeworks,
  quizAttempts,
  quizzes,
} from '../../db/schema/index.js';

/**
 * Where each kind of work and its hand-ins are kept, and which rows are handed in: every
 * homework and exam submission, but only the submitted quiz attempts (a running one is not).
 * Readers that go over the three kinds alike take their tables from here.
 */
export const workKinds = {
  homework: {
    items: homeworks,
    work: homeworkSubmissions,
    itemColumn: homeworkSubmissions.homeworkId,
    handedIn: undefined,
  },
  quiz: {
    items: quizzes,
    work: quizAttempts,
    itemColumn: quizAttempts.quizId,
    handedIn: isNotNull(quizAttempts.submittedAt),
  },
  exam: {
    items: exams,
    work: examSubmissions,
    itemColumn: examSubmissions.examId,
    handedIn: undefined,
  },
} as const;
export type WorkKind = keyof typeof workKinds;

/**
 * Handed-in work awaits a grade until it has one (docs/decisions.md, "Awaiting a grade"): the
 * staff overview's count reads it here, the gradebook and the student's summary through the
 * contract's `isGraded`; a quiz is marked when submitted, so only homeworks and exams wait.
 */
export const awaitingGrade = (kind: WorkKind): SQL => isNull(workKinds[kind].work.grade);

/** Handed-in work with a grade: the other side of `awaitingGrade` (the progress charts' points). */
export const gradedWork = (kind: WorkKind): SQL =>
  and(isNotNull(workKinds[kind].work.grade), workKinds[kind].handedIn)!;
