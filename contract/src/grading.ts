import { z } from 'zod';
import { idSchema, listReply, pageQuery } from './common.js';
import { endpoint, savedReply } from './endpoint.js';
import { quizSubmissionSchema } from './quizzes.js';
import {
  examSubmissionSchema,
  homeworkSubmissionSchema,
  submissionFileSchema,
  submissionStatusSchema,
  submittedItemSchema,
} from './submissions.js';

/** The submissions screen asks for 10 a page. */
export const STAFF_SUBMISSIONS_PAGE_SIZE = 10;

/** The three staff submission lists and grade calls: `/api/{kind}-submissions`. */
export const GRADING_KINDS = ['homework', 'quiz', 'exam'] as const;
export type GradingKind = (typeof GRADING_KINDS)[number];

export const staffSubmissionsQuery = pageQuery(STAFF_SUBMISSIONS_PAGE_SIZE).extend({
  subject: idSchema.optional(),
  /** Omitted: real submissions only; 'missing': one row per enrolled student without one, past due. */
  status: submissionStatusSchema.optional(),
  /** Matches the student's name, the assignment's title or the subject's name, ignoring case. */
  search: z.string().trim().max(100).optional(),
});
export type StaffSubmissionsQuery = z.infer<typeof staffSubmissionsQuery>;

/** The grade field's message (docs/product/rules.md, "Grade and feedback"). */
export const GRADE_MESSAGE = 'Please enter a valid grade between 0 and 100.';

/** The grade form's `grade`: an integer 0–100 written in digits; anything else is GRADE_MESSAGE. */
export const parseGrade = (value: unknown): number | null => {
  if (typeof value !== 'string' || !/^\s*\d{1,3}\s*$/.test(value)) return null;
  const grade = Number(value.trim());
  return grade >= 0 && grade <= 100 ? grade : null;
};

/** The longest feedback a grader may write. */
export const FEEDBACK_MAX = 5000;

/**
 * The grading form's text fields (multipart): `grade` as `parseGrade` reads it (refused with
 * GRADE_MESSAGE), and `feedback`, trimmed, at most FEEDBACK_MAX characters (left as it was when
 * not sent). The server refuses a grade as `gradeInvalid` and feedback as `feedbackTooLong`.
 */
export const gradeFieldsSchema = z.object({
  grade: z.unknown().transform((value, ctx) => {
    const grade = parseGrade(value);
    if (grade === null) ctx.addIssue({ code: 'custom', message: GRADE_MESSAGE });
    return grade ?? 0;
  }),
  feedback: z.string().trim().max(FEEDBACK_MAX).optional(),
});
export type GradeFields = z.infer<typeof gradeFieldsSchema>;

export const gradeHistoryEntrySchema = z.object({
  /** Null when the staff account was removed since. */
  gradedBy: z.object({ firstName: z.string(), lastName: z.string() }).nullable(),
  at: z.string(),
  /** Null the first time (homework/exam); a quiz's first manual grade shows its automatic one. */
  oldGrade: z.number().int().nullable(),
  newGrade: z.number().int(),
});
export type GradeHistoryEntry = z.infer<typeof gradeHistoryEntrySchema>;

const staffExtras = { gradeHistory: z.array(gradeHistoryEntrySchema) };

export const staffHomeworkSubmissionSchema = homeworkSubmissionSchema.extend(staffExtras);
export const staffExamSubmissionSchema = examSubmissionSchema.extend(staffExtras);
export const staffQuizSubmissionSchema = quizSubmissionSchema.extend({
  ...staffExtras,
  student: homeworkSubmissionSchema.shape.student,
  /** Always empty: quizzes are answered online; kept so all three lists have the same shape. */
  files: z.array(submissionFileSchema),
});

/** A derived row of the `status=missing` list: an enrolled student who did not submit before the due date. */
const missingBase = z.object({
  /** 'missing:{itemId}:{studentId}'. */
  _id: z.string(),
  status: z.literal('missing'),
  student: homeworkSubmissionSchema.shape.student,
  grade: z.null(),
  feedback: z.literal(''),
  isLate: z.literal(false),
  files: z.array(submissionFileSchema).max(0),
  correctionFiles: z.array(submissionFileSchema).max(0),
  gradeHistory: z.array(gradeHistoryEntrySchema).max(0),
  submittedAt: z.null(),
  dueDate: z.string(),
});
export const missingHomeworkSchema = missingBase.extend({ homework: submittedItemSchema });
export const missingExamSchema = missingBase.extend({ exam: submittedItemSchema });
export const missingQuizSchema = missingBase.extend({ quiz: submittedItemSchema });
export type MissingSubmission = z.infer<typeof missingBase> &
  Record<GradingKind, z.infer<typeof submittedItemSchema>>;

export const staffSubmissionItemSchemas = {
  homework: z.union([staffHomeworkSubmissionSchema, missingHomeworkSchema]),
  exam: z.union([staffExamSubmissionSchema, missingExamSchema]),
  quiz: z.union([staffQuizSubmissionSchema, missingQuizSchema]),
} as const;
export const staffSubmissionSchemas = {
  homework: staffHomeworkSubmissionSchema,
  exam: staffExamSubmissionSchema,
  quiz: staffQuizSubmissionSchema,
} as const;

/** The staff calls of one kind (docs/product/api.md, "Grading"): list, grade, quiz corrections. */
function staffEndpoints<I, S>(kind: GradingKind, item: z.ZodType<I>, submission: z.ZodType<S>) {
  return {
    list: endpoint({
      method: 'GET',
      path: `/${kind}-submissions`,
      query: staffSubmissionsQuery,
      reply: listReply(item),
    }),
    /** Multipart: grade, feedback and `correctionFiles` (or `correctionFiles[]`) repeated. */
    grade: endpoint({
      method: 'PUT',
      path: `/${kind}-submissions/:id/grade`,
      params: z.object({ id: z.string() }),
      body: 'multipart',
      reply: savedReply(submission),
    }),
    /** Quizzes only: homework and exam correction files come with their submissions' calls. */
    correctionFile: endpoint({
      method: 'GET',
      path: `/${kind}-submissions/:id/correction-file/:index`,
      params: z.object({ id: z.string(), index: z.string() }),
      reply: 'file',
    }),
  };
}

/** One kind's staff calls, typed by the list's item and the graded submission they reply with. */
export type StaffEndpoints<I, S> = ReturnType<typeof staffEndpoints<I, S>>;

export const gradingEndpoints = {
  homework: staffEndpoints('homework', staffSubmissionItemSchemas.homework, staffSubmissionSchemas.homework),
  quiz: staffEndpoints('quiz', staffSubmissionItemSchemas.quiz, staffSubmissionSchemas.quiz),
  exam: staffEndpoints('exam', staffSubmissionItemSchemas.exam, staffSubmissionSchemas.exam),
};
