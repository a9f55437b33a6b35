import autocannon from 'autocannon';
import type { Db } from '../src/db/client.js';
import { signedInAs } from './bench-server.js';
import { addGradebookSchool } from './gradebook-school.js';

export const GRADEBOOK_STUDENTS = 300;
export const GRADEBOOK_ITEMS = 40;
/** A few teachers opening it at once: a gradebook is read by people, not by a rush. */
const CONNECTIONS = 4;
/** The target (docs/performance.md, "Where each hot path stands"). */
const TARGET_P99_MS = 300;

/**
 * A teacher's gradebook of a class of 300 students × 40 items, read on screen and exported as
 * xlsx, for `seconds` each on the running server at `base`.
 */
export async function gradebookLoad(db: Db, base: string, seconds: number) {
  const started = Date.now();
  const { subjectId, teacherEmail } = await addGradebookSchool(db, GRADEBOOK_STUDENTS, GRADEBOOK_ITEMS);
  const made = Date.now() - started;
  const headers = await signedInAs(base, teacherEmail);
  // A teacher's browser always asks for a compressed reply (these are Chromium's words); the
  // uncompressed case is a script's or an old proxy's.
  const browser = { ...headers, 'accept-encoding': 'gzip, deflate, br, zstd' };
  const cases = [
    {
      name: 'gradebook (JSON, as a browser asks)',
      path: `/api/gradebook?subject=${subjectId}`,
      headers: browser,
    },
    { name: 'gradebook (JSON, uncompressed)', path: `/api/gradebook?subject=${subjectId}` },
    { name: 'gradebook export (xlsx)', path: `/api/gradebook/export?subject=${subjectId}&format=xlsx` },
    { name: 'gradebook export (csv)', path: `/api/gradebook/export?subject=${subjectId}&format=csv` },
  ];
  console.log(
    `\ngradebook, ${GRADEBOOK_STUDENTS} students × ${GRADEBOOK_ITEMS} items (${made} ms to make), ` +
      `${CONNECTIONS} connections (target p99 ≤ ${TARGET_P99_MS} ms)`,
  );
  console.log(
    'case'.padEnd(36),
    'req/s'.padStart(8),
    'p50 ms'.padStart(8),
    'p99 ms'.padStart(8),
    'errors'.padStart(7),
  );
  const results = [];
  for (const c of cases) {
    const asked = c.headers ?? headers;
    await autocannon({ url: base + c.path, headers: asked, connections: CONNECTIONS, duration: 1 });
    const result = await autocannon({
      url: base + c.path,
      headers: asked,
      connections: CONNECTIONS,
      duration: seconds,
    });
    console.log(
      c.name.padEnd(36),
      result.requests.average.toFixed(0).padStart(8),
      String(result.latency.p50).padStart(8),
      String(result.latency.p99).padStart(8),
      String(result.errors + result.non2xx).padStart(7),
    );
    results.push({ name: c.name, p99: result.latency.p99 });
  }
  return { results, subjectId, headers };
}
