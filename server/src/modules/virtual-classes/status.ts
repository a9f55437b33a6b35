import type { VirtualClassStatus } from '@sabora/contract';
import { sql } from 'drizzle-orm';
import { virtualClasses } from '../../db/schema/index.js';

/**
 * The status people see (docs/product/rules.md, "Class status"), computed in SQL at the moment of
 * the reply: what staff set wins for cancelled and completed; otherwise the clock decides — after
 * the end it is completed, from the start (or when staff started it early) in progress, before that
 * scheduled.
 */
export const effectiveStatus = sql<VirtualClassStatus>`(case
  when ${virtualClasses.status} in ('cancelled', 'completed') then ${virtualClasses.status}::text
  when now() >= ${virtualClasses.scheduledDate} + make_interval(mins => ${virtualClasses.durationMinutes}) then 'completed'
  when ${virtualClasses.status} = 'in-progress' or now() >= ${virtualClasses.scheduledDate} then 'in-progress'
  else 'scheduled' end)`;

/** Statuses in which a class can still be joined (the Join button's rule). */
export const JOINABLE: readonly VirtualClassStatus[] = ['scheduled', 'in-progress'];
