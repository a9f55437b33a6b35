import type { GradingKind } from '@sabora/contract';

export interface SubmissionTab {
  /** Which staff list the tab shows: `/api/{kind}-submissions`. */
  kind: GradingKind;
  /** The tab's word in the spec's texts: "No {name} submissions found." */
  name: string;
  label: string;
}

/** Staff spec §2: the tabs homework, quizzes, exams, in that order. */
export const SUBMISSION_TABS: readonly SubmissionTab[] = [
  { kind: 'homework', name: 'homework', label: 'Homework' },
  { kind: 'quiz', name: 'quizzes', label: 'Quizzes' },
  { kind: 'exam', name: 'exams', label: 'Exams' },
];
