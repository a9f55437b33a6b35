// `npm run bench`: throughput, latency and memory of the hot read paths, on the embedded
// database (or DATABASE_URL), against a real server on 127.0.0.1. Loads are bounded in time.
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/client.js';
import { createStorage } from '../src/plugins/storage.js';
import { seedDemoIfEmpty } from '../src/seed/demo.js';

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 20;

const config = loadConfig({
  ...process.env,
  DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'sabora-bench-')),
  PORT: '0',
  LOG_LEVEL: 'warn',
  // Benchmarks sign in repeatedly from one address; never raise this by default.
  AUTH_RATE_LIMIT: '1000000',
});
const database = await openDatabase(config);
await database.migrate();
await seedDemoIfEmpty(database.db, await createStorage(config));
const app = await buildApp({ config, database, logger: false });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

async function bearerOf(email: string) {
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'sabora123' }),
  });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  return { authorization: `Bearer ${token}` };
}
const auth = await bearerOf('youssef.mostafa@students.sabora.school');
const teacher = await bearerOf('mona.hassan@sabora.school');

const cases: { name: string; path: string; headers?: Record<string, string> }[] = [
  { name: 'health', path: '/api/health' },
  { name: 'popular subjects (public)', path: '/api/subjects/popular?limit=6' },
  { name: 'auth/me (token check + user read)', path: '/api/auth/me', headers: auth },
  { name: 'notifications page', path: '/api/notifications?page=1&limit=10', headers: auth },
  { name: 'unread count', path: '/api/notifications/unread-count', headers: auth },
  // /grades loads these three together.
  { name: 'my homework submissions', path: '/api/homework-submissions/my', headers: auth },
  { name: 'my quiz submissions', path: '/api/quiz-submissions/my', headers: auth },
  { name: 'my exam submissions', path: '/api/exam-submissions/my', headers: auth },
  // The teacher's grading screen: submissions, and missing work (enrolments × past-due items).
  {
    name: 'staff homework submissions',
    path: '/api/homework-submissions?page=1&limit=10',
    headers: teacher,
  },
  {
    name: 'staff missing homework',
    path: '/api/homework-submissions?page=1&limit=10&status=missing',
    headers: teacher,
  },
];

console.log(`database: ${database.kind}; ${CONNECTIONS} connections, ${DURATION_SECONDS}s per case\n`);
console.log(
  'case'.padEnd(36),
  'req/s'.padStart(8),
  'p50 ms'.padStart(8),
  'p99 ms'.padStart(8),
  'errors'.padStart(7),
);
for (const c of cases) {
  const result = await autocannon({
    url: base + c.path,
    headers: c.headers,
    connections: CONNECTIONS,
    duration: DURATION_SECONDS,
  });
  console.log(
    c.name.padEnd(36),
    String(Math.round(result.requests.average)).padStart(8),
    String(result.latency.p50).padStart(8),
    String(result.latency.p99).padStart(8),
    String(result.errors + result.non2xx).padStart(7),
  );
}
const memory = process.memoryUsage();
console.log(
  `\nmemory: rss ${Math.round(memory.rss / 2 ** 20)} MiB, heap used ${Math.round(memory.heapUsed / 2 ** 20)} MiB`,
);
await app.close();
await database.close();
