import { doublePrecision, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { subjects } from './subjects.js';

export const chapters = pgTable(
  'chapters',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subjectId: uuid('subject_id')
      .notNull()
      .references(() => subjects.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    order: integer('order').notNull(),
    content: text('content').notNull().default(''),
    objectives: jsonb('objectives').$type<string[]>().notNull().default([]),
    /** Hours, in steps of 0.5. */
    duration: doublePrecision('duration').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('chapters_subject_order_idx').on(t.subjectId, t.order)],
);
export type ChapterRow = typeof chapters.$inferSelect;
