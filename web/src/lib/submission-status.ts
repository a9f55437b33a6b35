import { SUBMISSION_STATUSES, type SubmissionStatus } from '@sabora/contract';
import { i18next } from './i18n/i18n';

/**
 * Status colours with a meaning (docs/product/rules.md, "Submission statuses"): work waiting for a
 * grade stands out in orange (late: amber, Mantine's 'yellow'), graded work is done (green),
 * missing work is red. Used wherever a submission status shows.
 */
const STATUS_COLORS: Record<SubmissionStatus, string> = {
  submitted: 'orange',
  graded: 'green',
  late: 'yellow',
  missing: 'red',
};

const isKnown = (status: string): status is SubmissionStatus => Object.hasOwn(STATUS_COLORS, status);

/** The badge colour of a submission status: any other status is grey. */
export function submissionStatusColor(status: string): string {
  return isKnown(status) ? STATUS_COLORS[status] : 'gray';
}

/**
 * How a status reads on a badge and in the Status filter, in the page's language: 'late' → 'Late'.
 * Any other status reads as itself, capitalised.
 */
export function submissionStatusLabel(status: string): string {
  if (isKnown(status)) return i18next.t(`submissionStatus.${status}`);
  return status ? `${status.charAt(0).toUpperCase()}${status.slice(1)}` : '';
}

/**
 * The Status filter; '' is "All Status", which sends no status at all. The labels
 * are read when the filter renders, so they follow a change of language.
 */
export const STATUS_FILTER_OPTIONS: readonly { value: string; readonly label: string }[] = [
  {
    value: '',
    get label() {
      return i18next.t('submissionStatus.all');
    },
  },
  ...SUBMISSION_STATUSES.map((status) => ({
    value: status,
    get label() {
      return submissionStatusLabel(status);
    },
  })),
];
