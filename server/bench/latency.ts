export interface Timing {
  ms: number;
  ok: boolean;
}

/** Percentiles (nearest rank), the slowest, throughput and errors of one round of requests. */
export function summarize(timings: readonly Timing[], seconds: number) {
  const sorted = timings.map((t) => t.ms).sort((a, b) => a - b);
  const at = (p: number) => nearestRank(sorted, p) ?? 0;
  return {
    p50: Math.round(at(50)),
    p95: Math.round(at(95)),
    p99: Math.round(at(99)),
    max: Math.round(sorted.at(-1) ?? 0),
    perSecond: Math.round(timings.length / seconds),
    errors: timings.filter((t) => !t.ok).length,
  };
}

/** The nearest-rank percentile `p` of values sorted ascending; undefined when there are none. */
export function nearestRank(sorted: ArrayLike<number>, p: number): number | undefined {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}
