import { gradeBand } from '@sabora/contract';

/**
 * Percentages are coloured by the same thresholds as the bands
 * (docs/product/rules.md, "Grade scales").
 */
const BAND_COLORS = { A: 'green', B: 'teal', C: 'yellow', D: 'orange', F: 'red' } as const;

export const percentageColor = (percentage: number) => BAND_COLORS[gradeBand(percentage)];
