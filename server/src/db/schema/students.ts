import { boolean, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { subjects, systemEnum } from './subjects.js';
import { users } from './users.js';

/** A student's school profile, linked one-to-one to their user account. */
export const students = pgTable(
  'students',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The readable id shown to people, e.g. STU-2026-0007. */
    studentId: text('student_id').notNull().unique(),
    system: systemEnum('system').notNull(),
    academicYear: text('academic_year').notNull(),
    status: text('status').notNull().default('active'),
    parentName: text('parent_name').notNull(),
    parentEmail: text('parent_email').notNull(),
    parentPhone: text('parent_phone').notNull(),
    /** The secret of the student's calendar subscription address; null until they ask for one. */
    calendarToken: text('calendar_token').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('students_parent_email_idx').on(t.parentEmail)],
);

/**
 * Enrolment (docs/decisions.md, "Enrolment"): a student's subject, the teacher who teaches them,
 * and whether it is active.
 */
export const studentSubjects = pgTable(
  'student_subjects',
  {
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    subjectId: uuid('subject_id')
      .notNull()
      .references(() => subjects.id, { onDelete: 'restrict' }),
    teacherId: uuid('teacher_id').references(() => users.id, { onDelete: 'set null' }),
    isActive: boolean('is_active').notNull().default(true),
    enrolledAt: timestamp('enrolled_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.studentId, t.subjectId] }),
    // A subject's students; by enrolment time, those who joined after a due date (missing work).
    index('student_subjects_subject_enrolled_idx').on(t.subjectId, t.enrolledAt),
  ],
);
