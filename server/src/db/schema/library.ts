import { LIBRARY_TYPES, RECORDING_PLATFORMS } from '@sabora/contract';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { chapters } from './chapters.js';
import { files } from './files.js';
import { subjects } from './subjects.js';
import { users } from './users.js';

export const libraryTypeEnum = pgEnum('library_type', LIBRARY_TYPES);
export const recordingPlatformEnum = pgEnum('recording_platform', RECORDING_PLATFORMS);

/**
 * A library item: a material (an uploaded file) or a recorded
 * lesson (a link), in one chapter of a subject. Subject and chapter are kept on RESTRICT: deleting
 * them is refused while items belong to them (docs/decisions.md, "Keeping data").
 */
export const libraryItems = pgTable(
  'library_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    type: libraryTypeEnum('type').notNull(),
    subjectId: uuid('subject_id')
      .notNull()
      .references(() => subjects.id, { onDelete: 'restrict' }),
    chapterId: uuid('chapter_id')
      .notNull()
      .references(() => chapters.id, { onDelete: 'restrict' }),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    isPublic: boolean('is_public').notNull().default(false),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    fileId: uuid('file_id').references(() => files.id, { onDelete: 'restrict' }),
    recordingUrl: text('recording_url'),
    recordingDuration: integer('recording_duration'),
    recordingPlatform: recordingPlatformEnum('recording_platform'),
    downloadCount: integer('download_count').notNull().default(0),
    viewCount: integer('view_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('library_items_chapter_idx').on(t.chapterId, t.createdAt),
    index('library_items_subject_idx').on(t.subjectId, t.createdAt),
    index('library_items_public_idx').on(t.createdAt).where(sql`${t.isPublic}`),
  ],
);
export type LibraryItemRow = typeof libraryItems.$inferSelect;
