import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { chapters } from './chapters.js';
import { files } from './files.js';
import { subjects } from './subjects.js';
import { users } from './users.js';

export const questions = pgTable(
  'questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subjectId: uuid('subject_id')
      .notNull()
      .references(() => subjects.id, { onDelete: 'restrict' }),
    chapterId: uuid('chapter_id')
      .notNull()
      .references(() => chapters.id, { onDelete: 'restrict' }),
    title: text('title').notNull(),
    header: text('header').notNull().default(''),
    options: jsonb('options').$type<string[]>().notNull(),
    rightChoice: text('right_choice').notNull(),
    videoLink: text('video_link').notNull().default(''),
    comment: text('comment').notNull().default(''),
    imageFileId: uuid('image_file_id').references(() => files.id, { onDelete: 'set null' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('questions_subject_idx').on(t.subjectId), index('questions_chapter_idx').on(t.chapterId)],
);
export type QuestionRow = typeof questions.$inferSelect;
