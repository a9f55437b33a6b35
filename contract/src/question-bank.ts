import { z } from 'zod';
import { idSchema, okReply, webUrl } from './common.js';
import { dataReply, endpoint, savedReply } from './endpoint.js';

/** Every question has four option slots. */
export const QUESTION_OPTION_COUNT = 4;
export const QUESTION_IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg', 'webp'] as const;
export const QUESTION_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

const id = z.string().uuid('must be a valid id');
const boolText = z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]);

/** The question form (multipart on the wire: `options` repeated four times). */
export const questionFields = z
  .object({
    subject: id,
    chapter: id,
    title: z.string().trim().min(1, 'is required').max(1000),
    header: z.string().trim().max(5000).default(''),
    options: z
      .array(z.string().trim().max(1000))
      .length(QUESTION_OPTION_COUNT, `must have exactly ${QUESTION_OPTION_COUNT} entries`),
    rightChoice: z.string().trim().min(1, 'is required'),
    videoLink: z.union([webUrl(), z.literal('')]).default(''),
    comment: z.string().trim().max(5000).default(''),
    includeImage: boolText.default(false),
  })
  .superRefine((q, ctx) => {
    if (!q.options.filter(Boolean).includes(q.rightChoice)) {
      ctx.addIssue({
        code: 'custom',
        path: ['rightChoice'],
        message: 'must be one of the non-empty options',
      });
    }
  });
export type QuestionFields = z.infer<typeof questionFields>;

export const questionSchema = z.object({
  _id: z.string(),
  subject: z.string(),
  chapter: z.string(),
  title: z.string(),
  header: z.string(),
  questionText: z.string(),
  options: z.array(z.string()),
  rightChoice: z.string(),
  videoLink: z.string(),
  comment: z.string(),
  image: z.string().nullable(),
  createdAt: z.string(),
});
export type Question = z.infer<typeof questionSchema>;

/** Homeworks attach only questions a student can actually choose between. */
export const isMultipleChoice = (q: { options: readonly string[] }) => q.options.filter(Boolean).length > 1;

const questionParams = z.object({ id: idSchema });

/**
 * The question-bank calls (docs/product/api.md, "Question bank"); admins and the subject's
 * teachers.
 */
export const questionBankEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/question-bank',
    query: z.object({ subject: idSchema.optional() }),
    reply: dataReply(z.array(questionSchema)),
  }),
  listByChapter: endpoint({
    method: 'GET',
    path: '/question-bank/chapter/:chapterId',
    params: z.object({ chapterId: idSchema }),
    reply: dataReply(z.array(questionSchema)),
  }),
  /** Multipart: the fields of `questionFields` (`options` repeated) and an optional `image`. */
  create: endpoint({
    method: 'POST',
    path: '/question-bank',
    body: 'multipart',
    reply: savedReply(questionSchema),
    status: 201,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/question-bank/:id',
    params: questionParams,
    body: 'multipart',
    reply: savedReply(questionSchema),
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/question-bank/:id',
    params: questionParams,
    reply: okReply,
  }),
  image: endpoint({ method: 'GET', path: '/question-bank/:id/image', params: questionParams, reply: 'file' }),
};
