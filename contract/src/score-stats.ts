import { MAX_GRADE } from './grades.js';

/** Score bands of a histogram: 0–9, 10–19, …, 90–100 (the last holds 100). */
export const HISTOGRAM_BAND = 10;

export interface HistogramBand {
  from: number;
  to: number;
  count: number;
}

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/** The mean of scores (0–100) to one decimal; null with none. */
export function meanOf(scores: readonly number[]): number | null {
  return scores.length ? oneDecimal(scores.reduce((sum, v) => sum + v, 0) / scores.length) : null;
}

/** The median of scores to one decimal (the mean of the middle two of an even count); null with none. */
export function medianOf(scores: readonly number[]): number | null {
  if (scores.length === 0) return null;
  const sorted = [...scores].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return oneDecimal(sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2);
}

/** How many scores fall in each band of `HISTOGRAM_BAND`, all ten bands listed. */
export function scoreHistogram(scores: readonly number[]): HistogramBand[] {
  const count = MAX_GRADE / HISTOGRAM_BAND;
  const bands = Array.from({ length: count }, (_, i) => ({
    from: i * HISTOGRAM_BAND,
    to: i === count - 1 ? MAX_GRADE : (i + 1) * HISTOGRAM_BAND - 1,
    count: 0,
  }));
  for (const score of scores) bands[Math.min(count - 1, Math.floor(score / HISTOGRAM_BAND))]!.count += 1;
  return bands;
}
