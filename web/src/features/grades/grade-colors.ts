import { type GradeBadge, gradeBand } from '@sabora/contract';
import { submissionStatusColor } from '../../lib/submission-status';

/** Student spec §9: percentages are coloured by the same thresholds as the bands. */
const BAND_COLORS = { A: 'green', B: 'teal', C: 'yellow', D: 'orange', F: 'red' } as const;

export const percentageColor = (percentage: number) => BAND_COLORS[gradeBand(percentage)];

/** The grade card's badge shares the staff colours of staff spec §4 ('Graded' is status graded); Pending is grey. */
export const gradeBadgeColor = (badge: GradeBadge) => submissionStatusColor(badge.toLowerCase());
