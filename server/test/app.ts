import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Role } from '@sabora/contract';
import { type App, type BuildOptions, buildApp } from '../src/app.js';
import { type Config, loadConfig } from '../src/config.js';
import { users } from '../src/db/schema/index.js';
import { hashPassword } from '../src/lib/passwords.js';
import { type FileStorage, LocalDiskStorage } from '../src/plugins/storage.js';
import { freshDatabase, type TestDatabase } from './database.js';
import type { DbProxy } from './db-proxy.js';

export const TEST_PASSWORD = 'secret123';

export interface TestContext {
  app: App;
  config: Config;
  storage: FileStorage;
  database: TestDatabase;
  dataDir: string;
  close(): Promise<void>;
}

/** The real app on a database of its own, with its own DATA_DIR (uploads, outbox). */
export async function createTestApp(
  env: Record<string, string> = {},
  options: Pick<BuildOptions, 'jobs'> & {
    storage?: FileStorage;
    /** Reach the database through this proxy, waiting at most DATABASE_WAIT_MS as a server does. */
    proxy?: DbProxy;
    /** A database of the suite's own (migrated), instead of a copy of the run's template. */
    database?: TestDatabase;
  } = {},
): Promise<TestContext> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'sabora-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    LOG_LEVEL: 'silent',
    WEB_DIST: path.join(dataDir, 'no-web'),
    // Generous by default so suites can sign in freely; the rate-limit test sets its own.
    AUTH_RATE_LIMIT: '10000',
    // Likewise the fuzz and limits suites send hundreds of malformed requests from one address.
    MALFORMED_REQUEST_LIMIT: '100000',
    // Moments in UTC, so suites can check them word for word; the school's clock has its own test.
    SCHOOL_TIME_ZONE: 'UTC',
    // Off unless a suite asks: a check would tell parents of work the suite left past due.
    MISSING_WORK_CHECK_SECONDS: '0',
    // Off unless a suite asks: a suite running at the scheduled time would otherwise back up.
    BACKUP_SCHEDULE: 'off',
    ...env,
  });
  const database =
    options.database ??
    (await freshDatabase(
      options.proxy ? { through: options.proxy.via, requestWaitMs: config.databaseWaitMs } : {},
    ));
  const storage = options.storage ?? new LocalDiskStorage(path.join(dataDir, 'uploads'));
  const app = await buildApp({
    config,
    database,
    storage,
    logger: false,
    jobs: options.jobs,
    checkReplies: true,
  });
  await app.ready();
  const context: TestContext = {
    app,
    config,
    storage,
    database,
    dataDir,
    close: async () => {
      // The app of now: restartApp replaces it, and the replacement's job queue must stop before
      // the database closes (closing the first app again left it polling a closed pool).
      await context.app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
  return context;
}

/**
 * Stops the app and starts a new one on the same database and files, as a restart of the server
 * process would (the job queue's waiting jobs must survive it).
 */
export async function restartApp(t: TestContext, options: Pick<BuildOptions, 'jobs'> = {}) {
  await t.app.close();
  t.app = await buildApp({
    config: t.config,
    database: t.database,
    storage: t.storage,
    logger: false,
    checkReplies: true,
    ...options,
  });
  await t.app.ready();
}

/** Another server process on the same database and files (for what several processes must share). */
export async function secondApp(t: TestContext) {
  const app = await buildApp({
    config: t.config,
    database: t.database,
    storage: t.storage,
    logger: false,
    checkReplies: true,
  });
  await app.ready();
  return app;
}

let counter = 0;
/** argon2 is slow on purpose; fixtures reuse one hash per password instead of hashing per user. */
const hashes = new Map<string, Promise<string>>();
const fixtureHash = (password: string) => {
  if (!hashes.has(password)) hashes.set(password, hashPassword(password));
  return hashes.get(password)!;
};

/** Inserts a user straight into the database (password TEST_PASSWORD unless given). */
export async function createUser(
  t: TestContext,
  role: Role,
  overrides: Partial<typeof users.$inferInsert> & { password?: string } = {},
) {
  counter += 1;
  const { password = TEST_PASSWORD, ...rest } = overrides;
  const [user] = await t.database.db
    .insert(users)
    .values({
      role,
      firstName: `${role}${counter}`,
      lastName: 'Tester',
      email: `${role}${counter}-${Date.now()}@example.com`,
      phone: `+20 100 ${String(counter).padStart(7, '0')}`,
      passwordHash: await fixtureHash(password),
      ...rest,
    })
    .returning();
  return user!;
}

/** Signs in through the API and returns the bearer token. */
export async function tokenFor(t: TestContext, email: string, password = TEST_PASSWORD): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`login failed for ${email}: ${res.body}`);
  return res.json().data.token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A signed-in user of the given role: the row and the headers to call as them. */
export async function signedIn(t: TestContext, role: Role) {
  const user = await createUser(t, role);
  return { user, headers: bearer(t.app.tokens.sign(user)) };
}

/** The mails written to the outbox folder, oldest first. */
export async function outbox(t: TestContext): Promise<string[]> {
  const dir = path.join(t.dataDir, 'outbox');
  const names = await readdir(dir).catch(() => [] as string[]);
  return Promise.all(names.sort().map((n) => readFile(path.join(dir, n), 'utf8')));
}

/** A mail from the outbox as a reader sees it: its subject and text, decoded (any language). */
export function readMail(raw: string): { subject: string; text: string } {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const unfoldedHead = head.replace(/\r?\n[ \t]+/g, ' ');
  const header = (name: string) => unfoldedHead.match(new RegExp(`^${name}: (.*)$`, 'im'))?.[1] ?? '';
  const words = (value: string) =>
    value.replace(/=\?UTF-8\?([BQ])\?([^?]*)\?=\s*/gi, (_, how: string, data: string) =>
      how.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : quotedPrintable(data.replace(/_/g, ' ')),
    );
  const body = rest.join('\n\n');
  const encoding = header('Content-Transfer-Encoding').toLowerCase();
  const text =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? quotedPrintable(body.replace(/=\r?\n/g, ''))
        : body;
  return { subject: words(header('Subject')).trim(), text: text.trim() };
}

const quotedPrintable = (value: string) =>
  Buffer.from(
    value.replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

/**
 * The token of the last link of a kind ('reset-password' | 'verify-email') mailed to someone. Mail
 * goes through the job queue, so this waits (up to 10 s) for it to be written.
 */
export async function mailedToken(t: TestContext, to: string, kind: string): Promise<string> {
  const until = Date.now() + 10_000;
  for (;;) {
    const mails = (await outbox(t)).filter((m) => m.includes(`To: ${to}`));
    const unfolded =
      mails
        .at(-1)
        ?.replace(/=\r?\n/g, '')
        .replace(/=3D/g, '=') ?? '';
    const match = unfolded.match(new RegExp(`/${kind}\\?token=([A-Za-z0-9_-]+)`));
    if (match) return match[1]!;
    if (Date.now() > until) throw new Error(`no ${kind} link mailed to ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
