import { mkdir, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, outbox, readMail, secondApp, signedIn, type TestContext } from '../../../test/app.js';
import { eventually, get } from '../../../test/requests.js';
import { tempDir } from '../../../test/temp-dirs.js';
import { verifiedManifest } from '../../backup/archive.js';
import { backupRuns, notifications, users } from '../../db/schema/index.js';
import { type BackupContext, keepNewest, removeUnfinished, runScheduledBackup } from './scheduled-backup.js';

/**
 * Scheduled backups run through the real job queue, here every two seconds: each writes an
 * archive `npm run restore` accepts, the newest BACKUP_KEEP stay, the admin home reads the last,
 * a failure reaches every admin, and two server processes never run one slot twice.
 */
const EVERY_2_SECONDS = '*/2 * * * * *';
const SLOW = 40_000;
const runs = (t: TestContext) => t.database.db.select().from(backupRuns).orderBy(desc(backupRuns.startedAt));

describe('on schedule', () => {
  let t: TestContext;
  let dir: string;
  beforeAll(async () => {
    t = await createTestApp(
      { BACKUP_SCHEDULE: EVERY_2_SECONDS, BACKUP_KEEP: '2' },
      { jobs: { pollingIntervalSeconds: 0.5 } },
    );
    dir = t.config.backups.dir;
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, 'notes.txt'), 'not an archive of ours');
  });
  afterAll(() => t.close());

  it(
    'writes archives that verify, keeps the newest BACKUP_KEEP, and shows the last to admins only',
    async () => {
      const done = await eventually(
        async () => (await runs(t)).filter((r) => r.status === 'succeeded'),
        (succeeded) => succeeded.length >= 3,
        SLOW - 5_000,
      );
      expect(done.length).toBeGreaterThanOrEqual(3);
      const last = done[0]!;
      const manifest = await verifiedManifest(path.join(dir, last.file!));
      expect(manifest.tables.length).toBeGreaterThan(10);
      expect(last.bytes).toBeGreaterThan(0);
      // Slots land on the schedule's even seconds.
      for (const run of done) expect(run.scheduledFor.getUTCSeconds() % 2).toBe(0);

      const kept = await eventually(
        async () => (await readdir(dir)).filter((name) => name.endsWith('.tar')),
        (names) => names.length === 2,
      );
      expect(kept).toHaveLength(2);
      expect(await readdir(dir)).toContain('notes.txt');

      const admin = await signedIn(t, 'admin');
      const reply = await get(t, '/api/backups/status', admin.headers);
      expect(reply.statusCode).toBe(200);
      const status = reply.json().data;
      expect(status).toMatchObject({ schedule: EVERY_2_SECONDS, timeZone: 'UTC', keep: 2 });
      expect(Date.parse(status.nextRunAt)).toBeGreaterThan(Date.now() - 1_000);
      expect(['succeeded', 'running']).toContain(status.last.status);
      for (const role of ['teacher', 'student', 'parent'] as const) {
        const other = await signedIn(t, role);
        expect((await get(t, '/api/backups/status', other.headers)).statusCode).toBe(403);
      }
    },
    SLOW,
  );

  it(
    'runs each slot once while two server processes serve the school',
    async () => {
      const other = await secondApp(t);
      try {
        const before = (await runs(t)).length;
        await eventually(
          () => runs(t),
          (all) => all.length >= before + 3,
          SLOW - 5_000,
        );
      } finally {
        await other.close();
      }
      const slots = (await runs(t)).map((r) => r.scheduledFor.toISOString());
      expect(new Set(slots).size).toBe(slots.length);
      // And the queue made one job per moment: a second one would be stopped only by the lock.
      const result = await t.database.executeSql(
        `SELECT data->>'at' AS at, count(*)::int AS n FROM pgboss.job
          WHERE name = 'scheduled-backup' GROUP BY 1 HAVING count(*) > 1`,
        [],
      );
      expect((Array.isArray(result) ? result[0]! : result).rows).toEqual([]);
    },
    SLOW,
  );
});

describe('when a backup fails', () => {
  let t: TestContext;
  beforeAll(async () => {
    const blocked = path.join(tempDir('sabora-backup-fails-'), 'a-file');
    await writeFile(blocked, 'a file where the backup folder should be');
    t = await createTestApp(
      { BACKUP_SCHEDULE: EVERY_2_SECONDS, BACKUP_DIR: path.join(blocked, 'backups') },
      { jobs: { pollingIntervalSeconds: 0.5 } },
    );
  });
  afterAll(() => t.close());

  it(
    'records the failure, tells every active admin in-app and by mail, and the admin home says so',
    async () => {
      const admin = await signedIn(t, 'admin');
      const { user: away } = await signedIn(t, 'admin');
      await t.database.db.update(users).set({ isActive: false }).where(eq(users.id, away.id));
      const teacher = await signedIn(t, 'teacher');
      const failed = await eventually(
        async () => (await runs(t)).filter((r) => r.status === 'failed'),
        (rows) => rows.length >= 1,
        SLOW - 5_000,
      );
      expect(failed[0]!.error).toMatch(/ENOTDIR|not a directory/i);

      const told = await eventually(
        () => t.database.db.select().from(notifications).where(eq(notifications.userId, admin.user.id)),
        (rows) => rows.length >= 1,
      );
      expect(told[0]).toMatchObject({ title: 'Backup failed', link: '/home-admin' });
      expect(told[0]!.message).toMatch(/^The backup of .+ UTC failed: .*not a directory/i);
      const teacherTold = await t.database.db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, teacher.user.id));
      expect(teacherTold).toHaveLength(0);
      const awayTold = await t.database.db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, away.id));
      expect(awayTold).toHaveLength(0);

      const mails = await eventually(
        async () => (await outbox(t)).filter((m) => m.includes(`To: ${admin.user.email}`)),
        (found) => found.length >= 1,
      );
      const mail = readMail(mails[0]!);
      expect(mail.subject).toMatch(/^Sabora: the backup of .+ failed$/);
      expect(mail.text).toContain('/home-admin');

      const status = (await get(t, '/api/backups/status', admin.headers)).json().data;
      expect(status.last).toMatchObject({ status: 'failed', file: null });
      expect(status.lastSucceeded).toBeNull();
    },
    SLOW,
  );
});

describe('a run', () => {
  let t: TestContext;
  let ctx: BackupContext;
  beforeAll(async () => {
    t = await createTestApp({ BACKUP_DIR: path.join(tempDir('sabora-backup-run-'), 'backups') });
    // What the job hands a run (app.ts), from the test app's own parts; nothing here mails.
    ctx = {
      config: t.config,
      db: t.database.db,
      storage: t.storage,
      databaseUrl: t.database.url,
    } as BackupContext;
  });
  afterAll(() => t.close());

  it('stopped with its server is recorded as interrupted, told to nobody, and leaves no file', async () => {
    const admin = await signedIn(t, 'admin');
    const stopping = new AbortController();
    stopping.abort(new Error('the job queue is stopping'));
    const slot = new Date('2026-12-02T00:30:00Z');
    await expect(runScheduledBackup(ctx, slot, stopping.signal)).rejects.toThrow('stopping');
    const [run] = await runs(t);
    expect(run).toMatchObject({ status: 'failed', error: 'Interrupted: the server stopped while it ran.' });
    expect(await readdir(t.config.backups.dir)).toEqual([]);
    const told = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, admin.user.id));
    expect(told).toHaveLength(0);

    // Tried again (the job's retry), the slot runs; tried once more after that, it is done.
    await runScheduledBackup(ctx, slot);
    await runScheduledBackup(ctx, slot);
    const forSlot = (await runs(t)).filter((r) => r.scheduledFor.getTime() === slot.getTime());
    expect(forSlot.map((r) => r.status).sort()).toEqual(['failed', 'succeeded']);
    expect((await readdir(t.config.backups.dir)).filter((name) => name.endsWith('.tar'))).toHaveLength(1);
  });
});

it('removes archives a killed run left unfinished, and nothing else', async () => {
  const dir = tempDir('sabora-unfinished-');
  for (const name of ['sabora-20261201-003000.tar.partial', 'sabora-20261202-003000.tar', 'notes.partial']) {
    await writeFile(path.join(dir, name), '');
  }
  await removeUnfinished(dir);
  expect((await readdir(dir)).sort()).toEqual(['notes.partial', 'sabora-20261202-003000.tar']);
});

it('keeps the newest archives by name and leaves other files alone', async () => {
  const dir = tempDir('sabora-keep-');
  const names = ['sabora-20261130-003000.tar', 'sabora-20261201-003000.tar', 'sabora-20261202-003000.tar'];
  for (const name of [...names, 'sabora-20261129-003000.tar.partial', 'mine.tar']) {
    await writeFile(path.join(dir, name), '');
  }
  await keepNewest(dir, 2);
  expect((await readdir(dir)).sort()).toEqual(
    ['mine.tar', 'sabora-20261129-003000.tar.partial', ...names.slice(1)].sort(),
  );
});
