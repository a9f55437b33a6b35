import {
  boolean,
  index,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { files } from './files.js';
import { users } from './users.js';

export const systemEnum = pgEnum('system', ['National', 'IGCSE', 'American']);

export interface Curriculum {
  resources: {
    type: 'video' | 'document' | 'link' | 'image';
    title: string;
    description: string;
    url: string;
  }[];
  topics: { title: string; description: string; durationWeeks: number }[];
}

export const subjects = pgTable('subjects', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  code: text('code').notNull().unique(),
  description: text('description'),
  imageFileId: uuid('image_file_id').references(() => files.id, { onDelete: 'set null' }),
  system: systemEnum('system').notNull().default('National'),
  academicYear: text('academic_year').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  curriculum: jsonb('curriculum').$type<Curriculum>().notNull().default({ resources: [], topics: [] }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Which teachers teach a subject; at most one of them is its primary teacher. */
export const subjectTeachers = pgTable(
  'subject_teachers',
  {
    subjectId: uuid('subject_id')
      .notNull()
      .references(() => subjects.id, { onDelete: 'cascade' }),
    teacherId: uuid('teacher_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    isPrimary: boolean('is_primary').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.subjectId, t.teacherId] }),
    index('subject_teachers_teacher_idx').on(t.teacherId),
  ],
);
