import { z } from 'zod';
import { phoneSchema, registerBody } from './auth.js';
import { idSchema, listReply, okReply } from './common.js';
import { endpoint, savedReply } from './endpoint.js';
import { systemSchema } from './subjects.js';

export const STUDENTS_PAGE_SIZE = 20;
export const STUDENT_STATUSES = ['active', 'inactive', 'graduated', 'suspended'] as const;

const id = z.string().uuid('must be a valid id');
const email = z.string().trim().toLowerCase().email('must be a valid email address');

export const enrolmentInput = z.object({
  subject: id,
  teacher: id.optional().or(z.literal('').transform(() => undefined)),
  isActive: z.boolean().default(true),
});

/** The second step of adding a student (the first is POST /auth/register with role student). */
export const studentBody = z.object({
  user: id,
  system: systemSchema,
  academicYear: z.string().trim().min(1, 'is required').max(20),
  parentName: z.string().trim().min(1, 'is required').max(200),
  parentEmail: email,
  parentPhone: phoneSchema,
  subjects: z.array(enrolmentInput).max(30).default([]),
});
export type StudentBody = z.infer<typeof studentBody>;

/**
 * Both steps in one call: the account and its profile are created together or
 * not at all, so a refusal leaves nothing behind. The web form adds students with it.
 */
export const studentWithAccountBody = registerBody
  .omit({ role: true })
  .extend(studentBody.omit({ user: true }).shape);
export type StudentWithAccountBody = z.infer<typeof studentWithAccountBody>;

export const studentUpdateBody = z.object({
  system: systemSchema.optional(),
  academicYear: z.string().trim().min(1, 'is required').max(20).optional(),
  status: z.enum(STUDENT_STATUSES).optional(),
  firstName: z.string().trim().min(1, 'is required').max(100).optional(),
  lastName: z.string().trim().min(1, 'is required').max(100).optional(),
  phone: z.union([phoneSchema, z.literal('')]).optional(),
  parentName: z.string().trim().min(1, 'is required').max(200).optional(),
  parentEmail: email.optional(),
  parentPhone: phoneSchema.optional(),
  subjects: z.array(enrolmentInput).max(30).optional(),
});
export type StudentUpdateBody = z.infer<typeof studentUpdateBody>;

export const studentListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(STUDENTS_PAGE_SIZE),
  search: z.string().trim().max(100).optional(),
  system: systemSchema.optional(),
  status: z.enum(STUDENT_STATUSES).optional(),
});

const ref = z.object({ _id: z.string(), firstName: z.string(), lastName: z.string() });

export const studentSchema = z.object({
  _id: z.string(),
  studentId: z.string(),
  system: systemSchema,
  academicYear: z.string(),
  status: z.string(),
  user: ref.extend({ email: z.string(), phone: z.string().nullable(), isActive: z.boolean() }),
  parentName: z.string(),
  parentEmail: z.string(),
  parentPhone: z.string(),
  subjects: z.array(
    z.object({
      subject: z.object({ _id: z.string(), name: z.string(), code: z.string() }),
      teacher: ref.nullable(),
      isActive: z.boolean(),
    }),
  ),
  createdAt: z.string(),
});
export type Student = z.infer<typeof studentSchema>;

/**
 * CSV import/export columns, in order. `subjects` holds subject codes separated by ';'. An export
 * has every column but `password`; an import needs the others (see STUDENT_CSV_OPTIONAL_COLUMNS).
 */
export const STUDENT_CSV_COLUMNS = [
  'studentId',
  'firstName',
  'lastName',
  'email',
  'phone',
  'password',
  'system',
  'academicYear',
  'status',
  'parentName',
  'parentEmail',
  'parentPhone',
  'subjects',
] as const;
export type StudentCsvColumn = (typeof STUDENT_CSV_COLUMNS)[number];
/** Columns an import file may leave out: an export has no password, older files no ID or status. */
export const STUDENT_CSV_OPTIONAL_COLUMNS: readonly StudentCsvColumn[] = [
  'studentId',
  'password',
  'status',
  'subjects',
];
export const STUDENT_EXPORT_COLUMNS = STUDENT_CSV_COLUMNS.filter((c) => c !== 'password');
/** How messages and the upload dialog name each column. */
export const STUDENT_CSV_LABELS: Record<StudentCsvColumn, string> = {
  studentId: 'Student ID',
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  phone: 'Phone',
  password: 'Password',
  system: 'System',
  academicYear: 'Academic year',
  status: 'Status',
  parentName: 'Parent name',
  parentEmail: 'Parent email',
  parentPhone: 'Parent phone',
  subjects: 'Subjects',
};
/** The template's example row (a new student: no ID; the subject codes are the demo school's). */
export const STUDENT_CSV_EXAMPLE: Record<StudentCsvColumn, string> = {
  studentId: '',
  firstName: 'Omar',
  lastName: 'Ali',
  email: 'omar.ali@example.com',
  phone: '+20 100 123 4567',
  password: 'Change-me-2026',
  system: 'IGCSE',
  academicYear: '2026-2027',
  status: 'active',
  parentName: 'Hala Ali',
  parentEmail: 'hala.ali@example.com',
  parentPhone: '+20 100 765 4321',
  subjects: 'IGCSE-0580;IGCSE-0625',
};
export const STUDENT_IMPORT_MAX_ROWS = 1000;

/** Import: one .csv file in the multipart field `file`, at most this size. */
export const STUDENT_IMPORT_MAX_BYTES = 1024 * 1024;

/**
 * What importing a row does: `add` a new student, `update` the student with this email (or ID),
 * or nothing, when the row matches the student as stored (`unchanged`).
 */
export const STUDENT_IMPORT_ACTIONS = ['add', 'update', 'unchanged'] as const;

/**
 * One problem of an import row as a code and its params (contract/src/error-codes.ts), so the web
 * can say it in the reader's language; `errors` holds the same problems in English.
 */
export const importRowProblemSchema = z.object({
  code: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
});
export type ImportRowProblem = z.infer<typeof importRowProblemSchema>;

/**
 * One row of an import preview; `line` counts the header as line 1; `errors` are sentences that
 * name the column (`problems` says the same as codes); `changes` are the labels of the columns an
 * update changes.
 */
export const studentImportRowSchema = z.object({
  line: z.number().int(),
  studentId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  system: z.string(),
  subjects: z.array(z.string()),
  parentEmail: z.string(),
  action: z.enum(STUDENT_IMPORT_ACTIONS),
  changes: z.array(z.string()),
  errors: z.array(z.string()),
  problems: z.array(importRowProblemSchema),
});
export type StudentImportRow = z.infer<typeof studentImportRowSchema>;

const importCounts = {
  added: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
};

export const studentImportPreviewReply = z.object({
  success: z.literal(true),
  data: z.object({
    rows: z.array(studentImportRowSchema),
    validCount: z.number().int(),
    invalidCount: z.number().int(),
    ...importCounts,
  }),
});

/** A refused import (400): nothing was written; one entry per error. */
export const studentImportErrorReply = z.object({
  success: z.literal(false),
  message: z.string(),
  errors: z.array(
    z.object({ line: z.number().int(), message: z.string() }).extend(importRowProblemSchema.shape),
  ),
});

const studentParams = z.object({ id: idSchema });

/** The students calls (docs/product/api.md, "People"); admins only. */
export const studentEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/students',
    query: studentListQuery,
    reply: listReply(studentSchema),
  }),
  export: endpoint({
    method: 'GET',
    path: '/students/export',
    query: studentListQuery.omit({ page: true, limit: true }),
    reply: 'file',
  }),
  /** Step two of adding a student (step one registered the account); a refusal changes nothing. */
  create: endpoint({
    method: 'POST',
    path: '/students',
    body: studentBody,
    reply: savedReply(studentSchema),
    status: 201,
  }),
  /** The account and the profile in one transaction: all or nothing. */
  createWithAccount: endpoint({
    method: 'POST',
    path: '/students/with-account',
    body: studentWithAccountBody,
    reply: savedReply(studentSchema),
    status: 201,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/students/:id',
    params: studentParams,
    body: studentUpdateBody,
    reply: savedReply(studentSchema),
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/students/:id',
    params: studentParams,
    query: z.object({ erase: z.enum(['true', 'false']).optional() }),
    reply: okReply,
  }),
  /** Multipart: one `file`, a .csv. */
  importPreview: endpoint({
    method: 'POST',
    path: '/students/import/preview',
    body: 'multipart',
    reply: studentImportPreviewReply,
  }),
  /**
   * Multipart: one `file`, a .csv. Adds new students and updates existing ones (matched by email),
   * all or nothing: a 400 (studentImportErrorReply) lists the errors.
   */
  import: endpoint({
    method: 'POST',
    path: '/students/import',
    body: 'multipart',
    reply: z.object({
      success: z.literal(true),
      message: z.string(),
      /** New students (the name `created` predates updates). */
      created: z.number().int(),
      updated: z.number().int(),
      unchanged: z.number().int(),
    }),
  }),
};
