import autocannon from 'autocannon';
import { nearestRank } from './latency.js';

export interface Target {
  url: string;
  headers?: Record<string, string>;
}

/** The p99 (ms) of a server's replies; Infinity when it gave none. */
const p99Of = (latencies: number[]) =>
  nearestRank(Float64Array.from(latencies).sort(), 99) ?? Number.POSITIVE_INFINITY;

/**
 * One read on two servers in turn, the same load on each (`connections` at once), in `windows`
 * one-second windows each that alternate a, b, b, a, a, b…, after a second of warm-up on each. The
 * p99 is taken over every 2xx reply of all a's windows, and of all b's: the machine's slow and quick
 * stretches (other tenants, autovacuum, the collector) last seconds, so one-second windows in turn
 * give both servers the same share of them. Five-second runs compared by the median of their p99s
 * put a different read over 1.2 in each full bench (1.22–1.47) while PostgreSQL's time for it was
 * the same at both sizes (docs/performance.md).
 */
export async function sideBySide(a: Target, b: Target, options: { windows: number; connections: number }) {
  const latencies = { a: [] as number[], b: [] as number[] };
  const run = (target: Target, seconds: number, into?: number[]) =>
    new Promise<void>((resolve, reject) => {
      const load = { ...target, connections: options.connections, duration: seconds };
      const instance = autocannon(load, (error) => (error ? reject(error) : resolve()));
      if (into) {
        instance.on('response', (_client, status, _bytes, ms) => {
          if (status >= 200 && status < 300) into.push(ms);
        });
      }
    });
  await run(a, 1);
  await run(b, 1);
  for (let window = 0; window < options.windows; window++) {
    const order = window % 2 === 0 ? (['a', 'b'] as const) : (['b', 'a'] as const);
    for (const side of order) await run(side === 'a' ? a : b, 1, latencies[side]);
  }
  const p99 = { a: p99Of(latencies.a), b: p99Of(latencies.b) };
  return {
    a: { p99: p99.a, replies: latencies.a.length },
    b: { p99: p99.b, replies: latencies.b.length },
    ratio: p99.a / Math.max(1, p99.b),
  };
}
