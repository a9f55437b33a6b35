import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The scheduled backups (docs/operations.md, "Backups"), one row per run: the admin home shows the
 * last. A run that never finished (its process was killed) is marked failed by the next one.
 */
export const backupRuns = pgTable(
  'backup_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The moment of the schedule this run was for (a late start still names it). */
    scheduledFor: timestamp('scheduled_for', { withTimezone: true }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    status: text('status', { enum: ['running', 'succeeded', 'failed'] })
      .notNull()
      .default('running'),
    /** The archive's name in the backup folder. */
    file: text('file'),
    bytes: bigint('bytes', { mode: 'number' }),
    /** Why it failed, for the admins. */
    error: text('error'),
  },
  (table) => [
    index('backup_runs_started_at_idx').on(table.startedAt),
    check('backup_runs_status_check', sql`${table.status} in ('running', 'succeeded', 'failed')`),
  ],
);
