import { z } from 'zod';
import { idSchema, listReply, okReply, pageQuery } from './common.js';
import { endpoint, savedReply } from './endpoint.js';
import { assignmentFileRef, assignmentRefId, assignmentTitle, dueDateField } from './homeworks.js';

/** The exams admin list pages by 20; the student's list by 10. */
export const EXAMS_PAGE_SIZE = 20;
export const STUDENT_EXAMS_PAGE_SIZE = 10;
/** The exam paper's file. */
export const EXAM_FILE_EXTENSIONS = ['pdf', 'doc', 'docx', 'txt', 'jpg', 'jpeg', 'png'] as const;
export const EXAM_FILE_MAX_BYTES = 20 * 1024 * 1024;

/**
 * The exam form (multipart). `reopened` lets late submissions in after the due date
 * (docs/decisions.md, "Exams").
 */
export const examFields = z.object({
  title: assignmentTitle,
  description: z.string().trim().max(20_000, 'must be at most 20000 characters').default(''),
  subject: assignmentRefId,
  dueDate: dueDateField,
  reopened: z
    .enum(['true', 'false'], { error: "must be 'true' or 'false'" })
    .transform((v) => v === 'true')
    .optional(),
});
export type ExamFields = z.infer<typeof examFields>;

const examBase = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  subject: z.object({ _id: z.string(), name: z.string(), title: z.string() }),
  dueDate: z.string(),
  file: assignmentFileRef,
  /** '/api/exams/{id}/download', or null without a file. */
  fileUrl: z.string().nullable(),
  reopened: z.boolean(),
  createdAt: z.string(),
});

/** An exam as staff see it. */
export const examSchema = examBase.extend({ submissionCount: z.number().int() });
export type Exam = z.infer<typeof examSchema>;

/** An exam as a student sees it. */
export const studentExamSchema = examBase;
export type StudentExam = z.infer<typeof studentExamSchema>;

const examParams = z.object({ id: idSchema });

/** The exam calls (docs/product/api.md, "Homeworks and exams"). */
export const examEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/exams',
    query: pageQuery(EXAMS_PAGE_SIZE),
    reply: listReply(examSchema),
  }),
  mine: endpoint({
    method: 'GET',
    path: '/exams/student/my-exams',
    query: pageQuery(STUDENT_EXAMS_PAGE_SIZE),
    reply: listReply(studentExamSchema),
  }),
  /** Multipart: the fields of `examFields` and an optional `file`. */
  create: endpoint({
    method: 'POST',
    path: '/exams',
    body: 'multipart',
    reply: savedReply(examSchema),
    status: 201,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/exams/:id',
    params: examParams,
    body: 'multipart',
    reply: savedReply(examSchema),
  }),
  remove: endpoint({ method: 'DELETE', path: '/exams/:id', params: examParams, reply: okReply }),
  file: endpoint({ method: 'GET', path: '/exams/:id/download', params: examParams, reply: 'file' }),
};
