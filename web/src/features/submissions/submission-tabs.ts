import type { GradingKind } from '@sabora/contract';

export interface SubmissionTab {
  /** Which staff list the tab shows: `/api/{kind}-submissions`. */
  kind: GradingKind;
  /** The tab's name, a key of the submissions catalogue. */
  label: 'tabs.homework' | 'tabs.quiz' | 'tabs.exam';
}

/** The tabs homework, quizzes, exams, in that order. */
export const SUBMISSION_TABS: readonly SubmissionTab[] = [
  { kind: 'homework', label: 'tabs.homework' },
  { kind: 'quiz', label: 'tabs.quiz' },
  { kind: 'exam', label: 'tabs.exam' },
];
