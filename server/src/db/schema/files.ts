import { bigint, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Metadata of every stored file; the bytes live in the object store under `storageKey`. */
export const files = pgTable('files', {
  id: uuid('id').primaryKey().defaultRandom(),
  storageKey: text('storage_key').notNull().unique(),
  originalName: text('original_name').notNull(),
  size: bigint('size', { mode: 'number' }).notNull(),
  mimeType: text('mime_type').notNull(),
  uploadedBy: uuid('uploaded_by'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
export type FileRow = typeof files.$inferSelect;
