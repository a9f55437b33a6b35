import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { files } from './files.js';
import { subjects } from './subjects.js';
import { users } from './users.js';

/** A subject's announcement to its students and their parents (docs/decisions.md, "Announcements"). */
export const announcements = pgTable(
  'announcements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subjectId: uuid('subject_id')
      .notNull()
      .references(() => subjects.id, { onDelete: 'restrict' }),
    title: text('title').notNull(),
    text: text('text').notNull(),
    fileId: uuid('file_id').references(() => files.id, { onDelete: 'set null' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // A subject's newest first, and a reader's subjects' newest first, read off this index.
  (t) => [index('announcements_subject_created_idx').on(t.subjectId, t.createdAt.desc(), t.id.desc())],
);
