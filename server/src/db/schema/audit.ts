import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The audit log: who changed a grade, deleted something, set a password or imported
 * students, when, and what it was before and after. Append-only: the migration adds a trigger
 * that refuses UPDATE and DELETE, so not even a bug in our code can rewrite it. The actor is kept
 * by id and by name and email as they were, without a foreign key, so erasing an account later
 * neither breaks nor rewrites the trail.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    action: text('action').notNull(),
    actorId: uuid('actor_id'),
    actorName: text('actor_name').notNull(),
    actorEmail: text('actor_email').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    summary: text('summary').notNull(),
    /** What `summary` was written from (AUDIT_SUMMARIES), so the web can word it in any language. */
    summaryParams: jsonb('summary_params').$type<Record<string, string | number>>(),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
  },
  (table) => [
    index('audit_log_at_idx').on(table.at),
    index('audit_log_action_at_idx').on(table.action, table.at),
  ],
);
