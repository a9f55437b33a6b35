import type { GradeBadge } from '@sabora/contract';
import { submissionStatusColor } from '../../lib/submission-status';

/**
 * The grade card's badge shares the staff's status colours ('Graded' is status graded); Pending is
 * grey.
 */
export const gradeBadgeColor = (badge: GradeBadge) => submissionStatusColor(badge.toLowerCase());
