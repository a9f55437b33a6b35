import { SUBMISSION_STATUSES, type SubmissionStatus } from '@sabora/contract';

/**
 * Status colours with a meaning (issue 18, replacing staff spec §4's submitted green / graded
 * blue): work waiting for a grade stands out in orange (late: amber, Mantine's 'yellow'), graded
 * work is done (green), missing work is red. Used wherever a submission status shows.
 */
const STATUS_COLORS: Record<SubmissionStatus, string> = {
  submitted: 'orange',
  graded: 'green',
  late: 'yellow',
  missing: 'red',
};

/** The badge colour of a submission status: any status the spec does not name is grey. */
export function submissionStatusColor(status: string): string {
  return Object.hasOwn(STATUS_COLORS, status) ? STATUS_COLORS[status as SubmissionStatus] : 'gray';
}

/** How a status reads on a badge and in the Status filter: 'late' → 'Late'. */
export function submissionStatusLabel(status: string): string {
  return status ? `${status.charAt(0).toUpperCase()}${status.slice(1)}` : '';
}

/** Staff spec §2: the Status filter; '' is "All Status", which sends no status at all. */
export const STATUS_FILTER_OPTIONS = [
  { value: '', label: 'All Status' },
  ...SUBMISSION_STATUSES.map((status) => ({ value: status, label: submissionStatusLabel(status) })),
];
