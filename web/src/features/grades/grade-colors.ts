import type { GradeBadge } from '@sabora/contract';
import { submissionStatusColor } from '../../lib/submission-status';

/** The grade card's badge shares the staff colours of staff spec §4 ('Graded' is status graded); Pending is grey. */
export const gradeBadgeColor = (badge: GradeBadge) => submissionStatusColor(badge.toLowerCase());
