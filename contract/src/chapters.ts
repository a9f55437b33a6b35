import { z } from 'zod';
import { idSchema, okReply } from './common.js';
import { dataReply, endpoint, savedReply } from './endpoint.js';

/** Chapter content previews are cut at this many characters. */
export const CHAPTER_PREVIEW_LENGTH = 200;
/** A chapter's duration is in hours, in steps of 0.5. */
export const CHAPTER_DURATION_STEP = 0.5;

export const chapterBody = z.object({
  subject: z.string().uuid('must be a valid id'),
  title: z.string().trim().min(1, 'is required').max(200),
  description: z.string().trim().max(5000).default(''),
  order: z.coerce
    .number({ message: 'is required' })
    .int('must be a whole number')
    .min(1, 'must be at least 1'),
  content: z.string().max(100_000).default(''),
  // Blank objectives are dropped on save.
  objectives: z
    .array(z.string().max(500))
    .max(50)
    .default([])
    .transform((list) => list.map((o) => o.trim()).filter(Boolean)),
  duration: z.coerce
    .number()
    .min(0, 'must be 0 or more')
    .max(1000)
    .refine((d) => Number.isInteger(d / CHAPTER_DURATION_STEP), 'must be in steps of 0.5')
    .default(0),
});
export type ChapterBody = z.infer<typeof chapterBody>;
export const chapterUpdateBody = chapterBody.omit({ subject: true });

export const chapterSchema = z.object({
  _id: z.string(),
  subject: z.string(),
  title: z.string(),
  description: z.string(),
  order: z.number().int(),
  content: z.string(),
  objectives: z.array(z.string()),
  duration: z.number(),
  createdAt: z.string(),
});
export type Chapter = z.infer<typeof chapterSchema>;

export const previewOf = (text: string, length = CHAPTER_PREVIEW_LENGTH) =>
  text.length > length ? `${text.slice(0, length)}...` : text;

/** The order a new chapter gets: one more than the highest, or 1. */
export const nextChapterOrder = (chapters: readonly { order: number }[]) =>
  chapters.reduce((max, c) => Math.max(max, c.order), 0) + 1;

const chapterParams = z.object({ id: idSchema });

/**
 * The chapters calls (docs/product/api.md, "Subjects and chapters"; students read them on
 * /chapters/{subjectId}).
 */
export const chapterEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/chapters/subject/:subjectId',
    params: z.object({ subjectId: idSchema }),
    reply: dataReply(z.array(chapterSchema)),
  }),
  get: endpoint({
    method: 'GET',
    path: '/chapters/:id',
    params: chapterParams,
    reply: dataReply(chapterSchema),
  }),
  create: endpoint({
    method: 'POST',
    path: '/chapters',
    body: chapterBody,
    reply: savedReply(chapterSchema),
    status: 201,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/chapters/:id',
    params: chapterParams,
    body: chapterUpdateBody,
    reply: savedReply(chapterSchema),
  }),
  remove: endpoint({ method: 'DELETE', path: '/chapters/:id', params: chapterParams, reply: okReply }),
};
