import type { EndpointInput, GradingKind, gradingEndpoints } from '@sabora/contract';

const staff = ['submissions', 'staff'] as const;

/**
 * The submissions' cache keys: the staff's lists to grade, and each kind of the student's own work
 * (the student's, or a parent's child's).
 */
export const submissionKeys = {
  /** Every staff list and the staff overview: a grade saved anywhere reloads them. */
  staff,
  staffList: (
    kind: GradingKind,
    query: EndpointInput<(typeof gradingEndpoints)[GradingKind]['list']>['query'],
  ) => [...staff, kind, query] as const,
  /** The staff dashboard's work waiting for a grade, refreshed by a grade like the lists. */
  staffOverview: () => [...staff, 'overview'] as const,
  /** Every cached list of one kind of the student's own submissions. */
  ofKind: (kind: GradingKind) => [`${kind}-submissions`] as const,
  /** The student's own submissions of a kind, or the child's a parent names. */
  mine: (kind: GradingKind, student?: string) =>
    student
      ? ([...submissionKeys.ofKind(kind), 'mine', student] as const)
      : ([...submissionKeys.ofKind(kind), 'mine'] as const),
};
