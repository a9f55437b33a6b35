import { z } from 'zod';
import { endpoint } from './endpoint.js';

/** One scheduled backup: when it ran, and what came of it. */
export const backupRunSchema = z.object({
  /** The moment of the schedule it was for. */
  scheduledFor: z.string(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  status: z.enum(['running', 'succeeded', 'failed']),
  /** The archive's name in the server's backup folder. */
  file: z.string().nullable(),
  bytes: z.number().int().nullable(),
  /** Why it failed. */
  error: z.string().nullable(),
});
export type BackupRun = z.infer<typeof backupRunSchema>;

/** What the admin home says of backups: the schedule, and the last run. */
export const backupStatusSchema = z.object({
  /** The cron expression on the school's clock; null when scheduled backups are off. */
  schedule: z.string().nullable(),
  timeZone: z.string(),
  /** How many archives are kept. */
  keep: z.number().int(),
  nextRunAt: z.string().nullable(),
  last: backupRunSchema.nullable(),
  /** The last run that succeeded, when the last one did not. */
  lastSucceeded: backupRunSchema.nullable(),
});
export type BackupStatus = z.infer<typeof backupStatusSchema>;

export const backupEndpoints = {
  /** Admins only. */
  status: endpoint({
    method: 'GET',
    path: '/backups/status',
    reply: z.object({ success: z.literal(true), data: backupStatusSchema }),
  }),
};
