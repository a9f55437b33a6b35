import type {
  GradeHistoryEntry,
  GradingKind,
  HomeworkQuestionAnswers,
  SubmissionFile,
  SubmissionStatus,
  staffSubmissionItemSchemas,
} from '@sabora/contract';
import type { z } from 'zod';

/** One row of a staff list as the server sends it: a submission, or a missing one. */
export type StaffSubmissionItem = z.infer<(typeof staffSubmissionItemSchemas)[GradingKind]>;

/**
 * A row of any of the three lists in one shape, so the cards and dialogs are written once:
 * the assignment is under `homework`, `quiz` or `exam` in the reply, and only quizzes have a score.
 */
export interface SubmissionView {
  /** The submission's id, or 'missing:{itemId}:{studentId}' for a missing one. */
  id: string;
  kind: GradingKind;
  title: string;
  subjectName: string;
  studentName: string;
  status: SubmissionStatus;
  grade: number | null;
  feedback: string;
  files: SubmissionFile[];
  correctionFiles: SubmissionFile[];
  /** The files of hand-ins the student replaced, oldest first (none for quizzes and missing rows). */
  earlierFiles: SubmissionFile[];
  gradeHistory: GradeHistoryEntry[];
  /** Null for a missing row: nothing was handed in, so there is nothing to grade. */
  submittedAt: string | null;
  dueDate: string;
  quiz: { score: number; correctAnswers: number; totalQuestions: number } | null;
  /** A homework's questions answered online and marked automatically; null without questions. */
  questionAnswers: HomeworkQuestionAnswers | null;
}

/** Who and what: 'Youssef Mostafa — Quadratics homework', so each card's buttons have their own names. */
export const submissionName = (submission: SubmissionView) =>
  `${submission.studentName} — ${submission.title}`;

export function submissionView(kind: GradingKind, item: StaffSubmissionItem): SubmissionView {
  const assignment = 'homework' in item ? item.homework : 'quiz' in item ? item.quiz : item.exam;
  const { firstName, lastName } = item.student.user;
  return {
    id: item._id,
    kind,
    title: assignment.title,
    subjectName: assignment.subject.name,
    studentName: `${firstName} ${lastName}`.trim(),
    status: item.status,
    grade: item.grade,
    feedback: item.feedback,
    files: item.files,
    correctionFiles: item.correctionFiles,
    earlierFiles: 'earlierFiles' in item ? item.earlierFiles : [],
    gradeHistory: item.gradeHistory,
    submittedAt: item.submittedAt,
    dueDate: item.dueDate,
    quiz:
      'score' in item
        ? { score: item.score, correctAnswers: item.correctAnswers, totalQuestions: item.totalQuestions }
        : null,
    questionAnswers: 'questionAnswers' in item ? item.questionAnswers : null,
  };
}
