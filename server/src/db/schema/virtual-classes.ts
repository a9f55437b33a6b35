import { VIRTUAL_CLASS_PLATFORMS, VIRTUAL_CLASS_STATUSES } from '@sabora/contract';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { students } from './students.js';
import { subjects } from './subjects.js';
import { users } from './users.js';

export const virtualClassStatusEnum = pgEnum('virtual_class_status', VIRTUAL_CLASS_STATUSES);
export const virtualClassPlatformEnum = pgEnum('virtual_class_platform', VIRTUAL_CLASS_PLATFORMS);

/**
 * A live class. `status` holds what staff set; the
 * status people see is computed from it and the clock (modules/virtual-classes/status.ts), so a
 * reply is never stale.
 */
export const virtualClasses = pgTable(
  'virtual_classes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    subjectId: uuid('subject_id')
      .notNull()
      .references(() => subjects.id, { onDelete: 'restrict' }),
    teacherId: uuid('teacher_id').references(() => users.id, { onDelete: 'set null' }),
    scheduledDate: timestamp('scheduled_date', { withTimezone: true }).notNull(),
    durationMinutes: integer('duration_minutes').notNull().default(60),
    meetingLink: text('meeting_link'),
    meetingId: text('meeting_id'),
    meetingPassword: text('meeting_password'),
    platform: virtualClassPlatformEnum('platform').notNull().default('zoom'),
    maxParticipants: integer('max_participants').notNull().default(100),
    academicYear: text('academic_year').notNull(),
    agenda: jsonb('agenda').$type<string[]>().notNull().default([]),
    autoEnrollStudents: boolean('auto_enroll_students').notNull().default(false),
    status: virtualClassStatusEnum('status').notNull().default('scheduled'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('virtual_classes_subject_date_idx').on(t.subjectId, t.scheduledDate),
    index('virtual_classes_teacher_idx').on(t.teacherId),
  ],
);

/** Who is enrolled in a class, and when they joined it (attendance). */
export const virtualClassEnrollments = pgTable(
  'virtual_class_enrollments',
  {
    classId: uuid('class_id')
      .notNull()
      .references(() => virtualClasses.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    enrolledAt: timestamp('enrolled_at', { withTimezone: true }).notNull().defaultNow(),
    joinedAt: timestamp('joined_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.classId, t.studentId] }),
    index('virtual_class_enrollments_student_idx').on(t.studentId),
  ],
);

/**
 * The reminders sent for a class, one row per lead time and start time: a job that runs
 * twice, or an old job of a class that has since moved, sends nothing a second time.
 */
export const virtualClassReminders = pgTable(
  'virtual_class_reminders',
  {
    classId: uuid('class_id')
      .notNull()
      .references(() => virtualClasses.id, { onDelete: 'cascade' }),
    lead: text('lead').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.classId, t.lead, t.startsAt] })],
);
