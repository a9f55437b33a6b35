// `npx tsx bench/staff-lists.ts` in server/: the staff submitted and missing lists alone, at
// BENCH_SIZES (default 10,000) students, for a teacher of other subjects and for the grown
// subject's teacher, beside `health` (one query) in the same run: the lists' own cost, side by side.
import autocannon from 'autocannon';
import { signedInAs, startBenchServer } from './bench-server.js';
import { growSchool } from './large-school.js';
import { cpuBetween, cpuOfTree } from './process-cpu.js';

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 20;
const { database, app, base } = await startBenchServer();

const bearerOf = (email: string) => signedInAs(base, email);

async function measure(name: string, path: string, headers?: Record<string, string>) {
  // A second unmeasured first, as in run.ts: statements prepared on every connection, code compiled.
  await autocannon({ url: base + path, headers, connections: CONNECTIONS, duration: 1 });
  const before = cpuOfTree(process.pid);
  const result = await autocannon({
    url: base + path,
    headers,
    connections: CONNECTIONS,
    duration: DURATION_SECONDS,
  });
  console.log(
    name.padEnd(44),
    String(Math.round(result.requests.average)).padStart(8),
    String(result.latency.p50).padStart(8),
    String(result.latency.p99).padStart(8),
    String(result.errors + result.non2xx).padStart(7),
    // CPU per request: this process (server and load together) and the database's processes.
    ...['node', 'postgres'].map((command) =>
      ((cpuBetween(before, cpuOfTree(process.pid))[command] ?? 0) / Math.max(1, result.requests.total))
        .toFixed(2)
        .padStart(8),
    ),
  );
}

for (const size of (process.env.BENCH_SIZES ?? '10000').split(',').map(Number)) {
  const { teacherEmail, otherTeacherEmail } = await growSchool(database.workDb, size, 10);
  const grown = await bearerOf(teacherEmail);
  const teacher = await bearerOf(otherTeacherEmail);
  console.log(`\n${size.toLocaleString('en')} more students, 10 graded homeworks each; ${database.kind}`);
  console.log(
    'case'.padEnd(44),
    'req/s'.padStart(8),
    'p50 ms'.padStart(8),
    'p99 ms'.padStart(8),
    'errors'.padStart(7),
    'node ms'.padStart(8),
    'pg ms'.padStart(8),
  );
  await measure('health (one query)', '/api/health');
  for (const [who, headers] of [
    ['other subjects', teacher],
    ['grown subject', grown],
  ] as const) {
    await measure(`submitted, ${who}`, '/api/homework-submissions?page=1&limit=10', headers);
    await measure(`submitted page 3, ${who}`, '/api/homework-submissions?page=3&limit=10', headers);
    await measure(`missing, ${who}`, '/api/homework-submissions?page=1&limit=10&status=missing', headers);
  }
}
await app.close();
await database.close();
