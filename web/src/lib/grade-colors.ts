import { gradeBand } from '@sabora/contract';

/** Student spec §9: percentages are coloured by the same thresholds as the bands. */
const BAND_COLORS = { A: 'green', B: 'teal', C: 'yellow', D: 'orange', F: 'red' } as const;

export const percentageColor = (percentage: number) => BAND_COLORS[gradeBand(percentage)];
