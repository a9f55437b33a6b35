import { availableParallelism } from 'node:os';
import type { examRush } from './exam-rush.js';

type Rush = Awaited<ReturnType<typeof examRush>>;

export function printRush(rush: Rush) {
  console.log(
    `\nexam rush: ${rush.students.toLocaleString('en')} students, 20-question quiz, released together, ${
      rush.connecting === 'warm'
        ? 'each on the connection its browser kept open'
        : 'each opening a new connection at Start and again at Submit'
    }`,
  );
  console.log(
    'round'.padEnd(8),
    ...['p50 ms', 'p95 ms', 'p99 ms', 'max ms', 'per s', 'errors'].map((h) => h.padStart(8)),
  );
  for (const [name, r] of [
    ['start', rush.start],
    ['submit', rush.submit],
  ] as const) {
    console.log(
      name.padEnd(8),
      ...[r.p50, r.p95, r.p99, r.max, r.perSecond, r.errors].map((v) => String(v).padStart(8)),
    );
  }
  for (const [name, r] of [
    ['start', rush.start],
    ['submit', rush.submit],
  ] as const) {
    const reasons = Object.entries(r.errorReasons)
      .map(([reason, n]) => `${reason} × ${n}`)
      .join(', ');
    if (reasons) console.log(`${name} errors: ${reasons}`);
    const perRequest = Object.entries(r.cpuMs ?? {})
      .filter(([, ms]) => ms > 0)
      .map(([command, ms]) => `${command} ${(ms / rush.students).toFixed(2)} ms`)
      .join(', ');
    if (perRequest) console.log(`CPU per ${name}: ${perRequest}`);
    // Small batches mean a statement and a commit for every few students (lib/batch.ts).
    const batches = Object.entries(r.batches ?? {})
      .map(([batch, b]) => `${batch} ${b.batches} × ${(b.calls / b.batches).toFixed(1)} calls`)
      .join(', ');
    if (batches) console.log(`  batches during the ${name} round: ${batches}`);
    // Every request's CPU spread perfectly over the machine's cores: no round can end sooner.
    const cores = availableParallelism();
    const allMs = Object.values(r.cpuMs ?? {}).reduce((a, b) => a + b, 0);
    if (allMs > 0)
      console.log(`  all of it on ${cores} cores: the round needs at least ${Math.round(allMs / cores)} ms`);
  }
  console.log(
    rush.overflows === undefined
      ? 'listen-queue overflows: not readable here'
      : `listen-queue overflows during the rounds (TcpExt ListenOverflows, machine-wide): ${rush.overflows}`,
  );
  const lost = rush.submit.acknowledged - rush.stored.submitted;
  console.log(
    `acknowledged ${rush.submit.acknowledged}, stored ${rush.stored.submitted} (${rush.stored.answers} answers); acknowledged but lost: ${Math.max(0, lost)}`,
  );
  if (rush.pgbench) {
    console.log(
      `pgbench -N (${rush.pgbench.clients} clients, same PostgreSQL): ${rush.pgbench.tps} TPS; quiz submit throughput ${(rush.submit.perSecond / rush.pgbench.tps).toFixed(2)}× (target ≥ 0.5×)`,
    );
  } else {
    console.log('pgbench is not installed: no database yardstick this run');
  }
}
