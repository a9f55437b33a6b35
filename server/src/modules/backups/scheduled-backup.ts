import { mkdir, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, ne, or } from 'drizzle-orm';
import { writeBackup } from '../../backup/write-backup.js';
import type { AppContext } from '../../context.js';
import { LOCKS, withSessionLock } from '../../db/advisory-lock.js';
import { backupRuns, users } from '../../db/schema/index.js';
import { type Schedule, scheduledJob } from '../../jobs/scheduled.js';
import { moment } from '../../lib/i18n/messages.js';
import { SABORA_VERSION } from '../../version.js';
import { mailEach, notify } from '../notifications/index.js';

/** A job's context: the app's, and the database address the backup reads its snapshot through. */
export interface BackupContext extends AppContext {
  databaseUrl: string;
}

/** The archives scheduled backups write, named by their start (UTC) so names sort by age. */
const ARCHIVE = /^sabora-\d{8}-\d{6}\.tar$/;
const archiveName = (at: Date) =>
  `sabora-${at.toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-')}.tar`;

/** Where the admin home sends an admin who is told of a failure. */
const ADMIN_HOME = '/home-admin';

/** A run can take this long before the queue counts it failed: a large school's files take a while. */
const LONGEST_RUN_SECONDS = 6 * 60 * 60;

/** The schedule on the school's clock, or none (BACKUP_SCHEDULE=off). */
export const backupSchedule = (ctx: AppContext): Schedule | undefined =>
  ctx.config.backups.schedule
    ? { cron: ctx.config.backups.schedule, timeZone: ctx.config.schoolTimeZone }
    : undefined;

/**
 * One scheduled backup (docs/operations.md, "Backups"): the same archive as `npm run backup`,
 * written into the backup folder, recorded in `backup_runs` for the admin home; then only the
 * newest BACKUP_KEEP archives are kept. A failure is recorded, told to every active admin (in-app,
 * and by mail to those who allow it), and thrown for the queue's log; older archives stay.
 */
export async function runScheduledBackup(
  ctx: BackupContext,
  scheduledFor: Date,
  stopping: AbortSignal = new AbortController().signal,
) {
  const ran = await withSessionLock(ctx.databaseUrl, LOCKS.backup, { wait: false }, () =>
    backUp(ctx, scheduledFor, stopping),
  );
  if (!ran) throw new Error('The previous backup is still running: this one is skipped.');
}

/** Why a run ended unfinished: its server stopped (the run is tried again, and nobody is told). */
const INTERRUPTED = 'Interrupted: the server stopped while it ran.';

async function backUp(ctx: BackupContext, scheduledFor: Date, stopping: AbortSignal) {
  // With the lock held, a run still marked running was cut short (its process stopped).
  await ctx.db
    .update(backupRuns)
    .set({ status: 'failed', finishedAt: new Date(), error: INTERRUPTED })
    .where(eq(backupRuns.status, 'running'));
  // A retried slot (scheduledJob retries) that already succeeded or failed for good is done.
  const [done] = await ctx.db
    .select({ id: backupRuns.id })
    .from(backupRuns)
    .where(
      and(
        eq(backupRuns.scheduledFor, scheduledFor),
        or(eq(backupRuns.status, 'succeeded'), ne(backupRuns.error, INTERRUPTED)),
      ),
    )
    .limit(1);
  if (done) return;
  const [run] = await ctx.db
    .insert(backupRuns)
    .values({ scheduledFor })
    .returning({ id: backupRuns.id, startedAt: backupRuns.startedAt });
  const { dir, keep } = ctx.config.backups;
  try {
    await mkdir(dir, { recursive: true, mode: 0o700 });
    await removeUnfinished(dir);
    const written = await writeBackup({
      url: ctx.databaseUrl,
      storage: ctx.storage,
      storageKind: ctx.config.s3 ? 's3' : 'disk',
      version: SABORA_VERSION,
      out: path.join(dir, archiveName(run!.startedAt)),
      signal: stopping,
    });
    await ctx.db
      .update(backupRuns)
      .set({
        status: 'succeeded',
        finishedAt: new Date(),
        file: path.basename(written.file),
        bytes: written.bytes,
      })
      .where(eq(backupRuns.id, run!.id));
  } catch (error) {
    const reason = stopping.aborted ? INTERRUPTED : error instanceof Error ? error.message : String(error);
    await ctx.db
      .update(backupRuns)
      .set({ status: 'failed', finishedAt: new Date(), error: reason })
      .where(eq(backupRuns.id, run!.id));
    if (!stopping.aborted) await tellAdmins(ctx, scheduledFor, reason);
    throw error;
  }
  // The backup is good whatever happens here: a file that cannot be removed now is removed by a
  // later run.
  await keepNewest(dir, keep).catch(() => {});
}

/**
 * Removes archives a run began and never finished (its server was killed): with the lock held, no
 * other run is writing one.
 */
export async function removeUnfinished(dir: string) {
  for (const name of await readdir(dir)) {
    if (name.endsWith('.partial') && ARCHIVE.test(name.slice(0, -'.partial'.length))) {
      await rm(path.join(dir, name), { force: true });
    }
  }
}

/** Removes all but the newest `keep` archives of the folder; other files there are left alone. */
export async function keepNewest(dir: string, keep: number) {
  const archives = (await readdir(dir)).filter((name) => ARCHIVE.test(name)).sort();
  for (const name of archives.slice(0, Math.max(0, archives.length - keep))) {
    await rm(path.join(dir, name), { force: true });
  }
}

async function tellAdmins(ctx: AppContext, scheduledFor: Date, reason: string) {
  const admins = await ctx.db
    .select({
      id: users.id,
      email: users.email,
      wantsMail: users.emailNotifications,
      language: users.language,
      firstName: users.firstName,
    })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.isActive, true)));
  const params = { when: moment(scheduledFor), error: reason };
  await notify(
    ctx.db,
    admins.map((a) => a.id),
    { notice: 'backupFailed', params, link: ADMIN_HOME },
  );
  for (const admin of admins) {
    await mailEach(ctx, [admin], 'backupFailed', {
      ...params,
      firstName: admin.firstName,
      link: `${ctx.config.publicUrl}${ADMIN_HOME}`,
    });
  }
}

/** The nightly backup as a scheduled job (jobs/scheduled.ts). */
const scheduledBackup = scheduledJob(
  'scheduled-backup',
  backupSchedule,
  (ctx: BackupContext, slot, stopping) => runScheduledBackup(ctx, slot, stopping),
  { expireInSeconds: LONGEST_RUN_SECONDS },
);
export const backupWorker = scheduledBackup.worker;
export const startScheduledBackups = scheduledBackup.start;
