import type { BackupRun, BackupStatus } from '@sabora/contract';
import { desc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { backupRuns } from '../../db/schema/index.js';
import { nextRun } from '../../jobs/scheduled.js';
import { backupSchedule } from './scheduled-backup.js';

const present = (row: typeof backupRuns.$inferSelect): BackupRun => ({
  scheduledFor: row.scheduledFor.toISOString(),
  startedAt: row.startedAt.toISOString(),
  finishedAt: row.finishedAt?.toISOString() ?? null,
  status: row.status,
  file: row.file,
  bytes: row.bytes,
  error: row.error,
});

/** What the admin home says of backups: the schedule, the next run, the last run and the last good one. */
export async function backupStatus(ctx: AppContext, now = new Date()): Promise<BackupStatus> {
  const schedule = backupSchedule(ctx);
  const [last] = await ctx.db.select().from(backupRuns).orderBy(desc(backupRuns.startedAt)).limit(1);
  const [lastSucceeded] =
    last && last.status !== 'succeeded'
      ? await ctx.db
          .select()
          .from(backupRuns)
          .where(eq(backupRuns.status, 'succeeded'))
          .orderBy(desc(backupRuns.startedAt))
          .limit(1)
      : [];
  return {
    schedule: schedule?.cron ?? null,
    timeZone: ctx.config.schoolTimeZone,
    keep: ctx.config.backups.keep,
    nextRunAt: schedule ? nextRun(schedule, now).toISOString() : null,
    last: last ? present(last) : null,
    lastSucceeded: lastSucceeded ? present(lastSucceeded) : null,
  };
}
