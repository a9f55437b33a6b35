import { z } from 'zod';
import { idSchema, listReply, okReply, pageQuery } from './common.js';
import { endpoint, savedReply } from './endpoint.js';
import { questionSchema } from './question-bank.js';

/** Homework lists page by 10, for staff and students. */
export const HOMEWORKS_PAGE_SIZE = 10;
/** The homework file and the correction file. */
export const HOMEWORK_FILE_EXTENSIONS = [
  'pdf',
  'doc',
  'docx',
  'ppt',
  'pptx',
  'txt',
  'jpg',
  'jpeg',
  'png',
] as const;
export const HOMEWORK_FILE_MAX_BYTES = 20 * 1024 * 1024;

/** A required text field of an assignment form (title). */
export const assignmentTitle = z
  .string({ error: 'is required' })
  .trim()
  .min(1, 'is required')
  .max(200, 'must be at most 200 characters');
/** A required id field of a multipart form: an empty select says 'is required', not 'invalid id'. */
export const assignmentRefId = z
  .string({ error: 'is required' })
  .trim()
  .min(1, 'is required')
  .uuid('must be a valid id');

const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?(Z|[+-]\d{2}:?\d{2})?$/i;

/**
 * A new homework, exam or quiz may not be due in the past (students would be told of work
 * already closed). Editing an existing item's date stays possible; the form warns then
 * (docs/decisions.md, "Due dates in the past").
 */
export const PAST_DUE_DATE_MESSAGE = 'is in the past; choose a later date and time';
export const isPastDueDate = (dueDate: Date, now: Date = new Date()) => dueDate.getTime() < now.getTime();

/**
 * A due date as ISO 8601 or as a datetime-local input sends it ('YYYY-MM-DDTHH:mm'). A value
 * without an offset is read as UTC, so it means the same instant on every server; the web app
 * sends `toISOString()` of the local time the user picked.
 */
export const dueDateField = z
  .string({ error: 'is required' })
  .trim()
  .min(1, 'is required')
  .transform((value, ctx) => {
    const match = DATE_TIME.exec(value);
    const [, y, mo, d, h, mi, s] = (match ?? []).map(Number);
    const date = match ? new Date(match[7] ? value : `${value}Z`) : new Date(Number.NaN);
    const validParts =
      match &&
      new Date(Date.UTC(y!, mo! - 1, d!)).getUTCDate() === d &&
      mo! >= 1 &&
      mo! <= 12 &&
      h! < 24 &&
      mi! < 60 &&
      (Number.isNaN(s!) || s! < 60);
    if (!validParts || Number.isNaN(date.getTime())) {
      ctx.addIssue({ code: 'custom', message: 'must be a date and time (YYYY-MM-DDTHH:mm or ISO 8601)' });
      return z.NEVER;
    }
    return date;
  });

/** Repeated ids of a multipart form, each listed once, in the order first given. */
const idList = z
  .array(z.string().trim().uuid('must be a valid id'))
  .max(200, 'at most 200 can be attached')
  .default([])
  .transform((ids) => [...new Set(ids)]);

/** The homework form (multipart: `questions` repeated, `file` and on edit `correctionFile`). */
export const homeworkFields = z.object({
  title: assignmentTitle,
  text: z.string().trim().max(20_000, 'must be at most 20000 characters').default(''),
  subject: assignmentRefId,
  chapter: assignmentRefId,
  dueDate: dueDateField,
  questions: idList,
});
export type HomeworkFields = z.infer<typeof homeworkFields>;

/** The original name of an attached file, or null. */
export const assignmentFileRef = z.object({ originalName: z.string() }).nullable();

const homeworkBase = z.object({
  _id: z.string(),
  title: z.string(),
  text: z.string(),
  subject: z.object({ _id: z.string(), name: z.string(), title: z.string() }),
  chapter: z.object({ _id: z.string(), title: z.string(), order: z.number().int() }),
  dueDate: z.string(),
  /** '/api/homeworks/{id}/download-file', or null without a file. */
  fileUrl: z.string().nullable(),
  file: assignmentFileRef,
  /** '/api/homeworks/{id}/correction-file'; students get it once the due date has passed. */
  correctionFileUrl: z.string().nullable(),
  correctionFile: assignmentFileRef,
  createdAt: z.string(),
});

/** A homework as staff see it: attached questions in full, and how many students submitted. */
export const homeworkSchema = homeworkBase.extend({
  questions: z.array(questionSchema),
  submissionCount: z.number().int(),
});
export type Homework = z.infer<typeof homeworkSchema>;

/** A question as a student sees it on a homework: no right choice, no explanation. */
export const homeworkQuestionSchema = questionSchema.omit({ rightChoice: true, comment: true });

/** One chosen answer to a multiple-choice question: the option's text, '' when unanswered. */
export const chosenAnswerSchema = z.object({
  question: z.string({ error: 'is required' }).max(100),
  selectedAnswer: z
    .string()
    .max(5000)
    .nullish()
    .transform((value) => value ?? ''),
});

/**
 * Answers saved as they are chosen (quiz and homework questions), several at once when
 * they come fast. Saving the same answer again changes nothing; a later choice replaces an earlier one.
 */
export const saveAnswersBody = z.object({
  answers: z
    .array(
      chosenAnswerSchema.extend({ question: z.string({ error: 'is required' }).uuid('must be a valid id') }),
      {
        error: 'must be a list of answers',
      },
    )
    .min(1, 'must hold at least one answer')
    .max(500),
});
export type SaveAnswersBody = z.infer<typeof saveAnswersBody>;

const savedAnswers = z.array(z.object({ question: z.string(), selectedAnswer: z.string() }));

/** A homework as a student (or parent) sees it. */
export const studentHomeworkSchema = homeworkBase.extend({
  questions: z.array(homeworkQuestionSchema),
  /** The student's answers to the questions saved so far. */
  answers: savedAnswers,
});
export type StudentHomework = z.infer<typeof studentHomeworkSchema>;

export const homeworkCountsReply = z.object({
  success: z.literal(true),
  /** chapter id → number of homeworks, every chapter of the subject listed (0 included). */
  counts: z.record(z.string(), z.number().int()),
});

const homeworkParams = z.object({ id: idSchema });

/** The homework calls (docs/product/api.md, "Homeworks and exams"). */
export const homeworkEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/homeworks',
    query: pageQuery(HOMEWORKS_PAGE_SIZE),
    reply: listReply(homeworkSchema),
  }),
  mine: endpoint({
    method: 'GET',
    path: '/homeworks/student/my-homeworks',
    query: pageQuery(HOMEWORKS_PAGE_SIZE),
    reply: listReply(studentHomeworkSchema),
  }),
  /** Multipart: the fields of `homeworkFields` (`questions` repeated) and an optional `file`. */
  create: endpoint({
    method: 'POST',
    path: '/homeworks',
    body: 'multipart',
    reply: savedReply(homeworkSchema),
    status: 201,
  }),
  /** Multipart: as create, plus an optional `correctionFile`. */
  update: endpoint({
    method: 'PUT',
    path: '/homeworks/:id',
    params: homeworkParams,
    body: 'multipart',
    reply: savedReply(homeworkSchema),
  }),
  remove: endpoint({ method: 'DELETE', path: '/homeworks/:id', params: homeworkParams, reply: okReply }),
  countsByChapter: endpoint({
    method: 'GET',
    path: '/chapters/:subjectId/homework-counts',
    params: z.object({ subjectId: idSchema }),
    reply: homeworkCountsReply,
  }),
  file: endpoint({
    method: 'GET',
    path: '/homeworks/:id/download-file',
    params: homeworkParams,
    reply: 'file',
  }),
  correctionFile: endpoint({
    method: 'GET',
    path: '/homeworks/:id/correction-file',
    params: homeworkParams,
    reply: 'file',
  }),
  /** A student's answers to the homework's questions, saved as chosen until the homework is handed in. */
  saveAnswers: endpoint({
    method: 'PUT',
    path: '/homeworks/:id/answers',
    params: homeworkParams,
    body: saveAnswersBody,
    reply: okReply,
  }),
  questionImage: endpoint({
    method: 'GET',
    path: '/homeworks/:id/questions/:questionId/image',
    params: homeworkParams.extend({ questionId: idSchema }),
    reply: 'file',
  }),
};
