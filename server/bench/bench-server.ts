import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/client.js';
import { createStorage } from '../src/plugins/storage.js';
import { seedDemoIfEmpty } from '../src/seed/demo.js';
import { undoOnStop } from './on-stop.js';

/**
 * The bench's data directories, removed when the process ends (also when it is stopped: on-stop.ts
 * first stops their databases): a school of 100,000 students leaves over a gigabyte, and 141 runs'
 * worth had piled up in /tmp.
 */
const dataDirs = new Set<string>();
process.once('exit', () => {
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

/**
 * A real server on 127.0.0.1 (a free port), on a fresh data directory with the demo school, on the
 * embedded database (or DATABASE_URL); `WEB_DIST` picks which web build it serves. `env` sets more
 * of its configuration (e.g. a shorter BODY_TIMEOUT_SECONDS).
 */
export async function startBenchServer(env: Record<string, string> = {}) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sabora-bench-'));
  dataDirs.add(dataDir);
  const config = loadConfig({
    ...process.env,
    DATA_DIR: dataDir,
    PORT: '0',
    LOG_LEVEL: 'warn',
    // Benchmarks sign in repeatedly from one address; never raise this by default.
    AUTH_RATE_LIMIT: '1000000',
    // No due-date reminders or missing-work checks: the schools the bench grows (up to 100,000
    // students in the demo's subjects, where a homework is due within a day) would be told of it
    // in the middle of the measured reads. The rush, which runs as npm start does, keeps them on
    // and gives its students nothing due (rush-school.ts).
    MISSING_WORK_CHECK_SECONDS: '0',
    ...env,
  });
  const database = await openDatabase(config);
  undoOnStop(() => database.close());
  await database.migrate();
  await seedDemoIfEmpty(database.workDb, await createStorage(config));
  const app = await buildApp({ config, database, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return { config, database, app, base };
}

/** The Authorization header of a demo account (every demo password is sabora123), signed in now. */
export async function signedInAs(base: string, email: string) {
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'sabora123' }),
  });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  return { authorization: `Bearer ${token}` };
}
