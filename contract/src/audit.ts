import { z } from 'zod';
import { listReply, pageQuery } from './common.js';
import { endpoint } from './endpoint.js';
import type { TemplateParams } from './error-codes.js';

/** The audit log's page size (the staff lists' 20). */
export const AUDIT_PAGE_SIZE = 20;

/**
 * What the audit log records: grade changes, deletions, password changes by an admin,
 * a parent's change of the phone they sign in with, and CSV imports. `<entity>.<verb>`; the screen names each with AUDIT_ACTION_LABELS.
 */
export const AUDIT_ACTIONS = [
  'grade.change',
  'student.delete',
  'student.deactivate',
  'teacher.delete',
  'teacher.deactivate',
  'parent.delete',
  'parent.phone',
  'subject.delete',
  'chapter.delete',
  'homework.delete',
  'exam.delete',
  'quiz.delete',
  'question.delete',
  'virtual-class.delete',
  'library-item.delete',
  'announcement.delete',
  'user.password',
  'students.import',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  'grade.change': 'Grade changed',
  'student.delete': 'Student erased',
  'student.deactivate': 'Student deleted (deactivated)',
  'teacher.delete': 'Teacher deleted',
  'teacher.deactivate': 'Teacher deleted (deactivated)',
  'parent.delete': 'Parent deleted',
  'parent.phone': 'Sign-in phone changed by the parent',
  'subject.delete': 'Subject deleted',
  'chapter.delete': 'Chapter deleted',
  'homework.delete': 'Homework deleted',
  'exam.delete': 'Exam deleted',
  'quiz.delete': 'Quiz deleted',
  'question.delete': 'Question deleted',
  'virtual-class.delete': 'Virtual class deleted',
  'library-item.delete': 'Library item deleted',
  'announcement.delete': 'Announcement deleted',
  'user.password': 'Password set by an admin',
  'students.import': 'Students imported',
};

/**
 * What an entry is about, per action, in English: the stored `summary` (what the log's search
 * reads) is this template filled from the entry's `summaryParams`, which travel beside it so the
 * web can word the same in the reader's language. Names and titles are data.
 */
export const AUDIT_SUMMARIES = {
  'grade.change': "{{student}}: {{kind}} '{{title}}'",
  'student.delete': '{{name}} ({{studentId}})',
  'student.deactivate': '{{name}} ({{studentId}})',
  'teacher.delete': '{{name}} ({{email}})',
  'teacher.deactivate': '{{name}} ({{email}})',
  'parent.delete': '{{name}} ({{email}})',
  'parent.phone': '{{name}} ({{email}})',
  'subject.delete': "Subject '{{name}}' ({{code}})",
  'chapter.delete': "Chapter '{{title}}'",
  'homework.delete': "Homework '{{title}}'",
  'exam.delete': "Exam '{{title}}'",
  'quiz.delete': "Quiz '{{title}}'",
  'question.delete': "Question '{{title}}'",
  'virtual-class.delete': "Virtual class '{{title}}'",
  'library-item.delete': "Library item '{{title}}'",
  'announcement.delete': "Announcement '{{title}}'",
  'user.password': '{{name}} ({{email}})',
  'students.import': 'Imported from a CSV file: {{added}} new, {{updated}} updated',
} as const satisfies Record<AuditAction, string>;

/** The params an action's summary needs. */
export type AuditSummaryParams<A extends AuditAction> = TemplateParams<(typeof AUDIT_SUMMARIES)[A]>;

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date (YYYY-MM-DD)')
  // 2026-02-31 parses (as 3 March): a real date reads back the same.
  .refine((v) => {
    const date = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === v;
  }, 'must be a real date');

export const auditListQuery = pageQuery(AUDIT_PAGE_SIZE).extend({
  action: z.enum(AUDIT_ACTIONS).optional(),
  /** Words in who did it or what it was about. */
  search: z.string().trim().max(100).optional(),
  /** Days in UTC, both included. */
  from: day.optional(),
  to: day.optional(),
});
export type AuditListQuery = z.infer<typeof auditListQuery>;

export const auditEntrySchema = z.object({
  _id: z.string(),
  at: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  /** Who did it, as they were named then (the account may be gone since). */
  actor: z.object({ _id: z.string().nullable(), name: z.string(), email: z.string() }),
  entity: z.string(),
  entityId: z.string(),
  /** What it was about, in words ("Lina Samir (STU-2026-0001)", "Homework 'Forces'"). */
  summary: z.string(),
  /** The values `summary` was written from (AUDIT_SUMMARIES); null on entries older than them. */
  summaryParams: z.record(z.string(), z.union([z.string(), z.number()])).nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  /**
   * What the ids recorded in `before` and `after` (AUDIT_NAMED_FIELDS) are called now, by id; an id
   * whose record is gone since is not there.
   */
  names: z.record(z.string(), z.string()),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** The fields of `before`/`after` holding the id of another record that the log names. */
export const AUDIT_NAMED_FIELDS = { subject: 'subjectId', chapter: 'chapterId' } as const;

export const auditEndpoints = {
  /** Admins only; newest first. Nothing in the API changes or removes an entry. */
  list: endpoint({
    method: 'GET',
    path: '/audit',
    query: auditListQuery,
    reply: listReply(auditEntrySchema),
  }),
};
