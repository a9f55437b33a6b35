import { type GradeBadge, gradeBand } from '@sabora/contract';

/** Student spec §9: percentages are coloured by the same thresholds as the bands. */
const BAND_COLORS = { A: 'green', B: 'teal', C: 'yellow', D: 'orange', F: 'red' } as const;

export const percentageColor = (percentage: number) => BAND_COLORS[gradeBand(percentage)];

/** Staff spec §4's colours, which the grade card's badge shares; Pending is grey. */
export const GRADE_BADGE_COLORS: Record<GradeBadge, string> = {
  Graded: 'blue',
  Submitted: 'green',
  Late: 'yellow',
  Missing: 'red',
  Pending: 'gray',
};
