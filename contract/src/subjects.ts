import { z } from 'zod';
import { idSchema, listReply, okReply, webUrl } from './common.js';
import { dataReply, endpoint, savedReply } from './endpoint.js';
import { firstPageRoutes, POPULAR_SUBJECTS_LIMIT } from './first-page.js';

export const SYSTEMS = ['National', 'IGCSE', 'American'] as const;
export const systemSchema = z.enum(SYSTEMS);
export type System = z.infer<typeof systemSchema>;

/** How each system is shown to people (docs/product/README.md, "Systems"). */
export const SYSTEM_LABELS: Record<System, string> = {
  IGCSE: 'IGCSE',
  American: 'SAT',
  National: 'Thanaweya Amma',
};

export const popularSubjectSchema = z.object({
  _id: z.string(),
  name: z.string(),
  code: z.string(),
  description: z.string().nullable(),
  image: z.string().nullable(),
  system: systemSchema,
  systemLabel: z.string(),
  enrollmentCount: z.number().int(),
  primaryTeacher: z.object({ firstName: z.string(), lastName: z.string() }).nullable(),
  /** How many teachers teach it, the primary one included: a card names one and counts the rest. */
  teacherCount: z.number().int(),
});
export type PopularSubject = z.infer<typeof popularSubjectSchema>;

/** Subjects list page size and the pager's window of buttons. */
export const SUBJECTS_PAGE_SIZE = 20;
export const SUBJECTS_PAGER_WINDOW = 5;
/** Searches wait this long after typing. */
export const SEARCH_DEBOUNCE_MS = 500;
export const SUBJECT_IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg', 'webp'] as const;
export const SUBJECT_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

export const CURRICULUM_RESOURCE_TYPES = ['video', 'document', 'link', 'image'] as const;
export const curriculumSchema = z.object({
  resources: z
    .array(
      z.object({
        type: z.enum(CURRICULUM_RESOURCE_TYPES),
        title: z.string().trim().min(1, 'is required').max(200),
        description: z.string().trim().max(2000).default(''),
        url: webUrl(),
      }),
    )
    .max(100)
    .default([]),
  topics: z
    .array(
      z.object({
        title: z.string().trim().min(1, 'is required').max(200),
        description: z.string().trim().max(2000).default(''),
        durationWeeks: z.coerce.number().min(0, 'must be 0 or more').max(104),
      }),
    )
    .max(100)
    .default([]),
});
export type Curriculum = z.infer<typeof curriculumSchema>;

const boolText = z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]);

/** The subject form's fields (multipart on the wire, so booleans and curriculum arrive as text). */
export const subjectFields = z.object({
  name: z.string().trim().min(1, 'is required').max(120),
  code: z
    .string()
    .trim()
    .min(1, 'is required')
    .max(40)
    .transform((v) => v.toUpperCase()),
  description: z.string().trim().max(5000).default(''),
  system: systemSchema.default('National'),
  academicYear: z.string().trim().min(1, 'is required').max(20),
  isActive: boolText.default(true),
  curriculum: z
    .preprocess(
      (value, ctx) => (typeof value === 'string' ? parseJson(value, ctx) : value),
      curriculumSchema.optional(),
    )
    .transform((c) => c ?? { resources: [], topics: [] }),
});
export type SubjectFields = z.infer<typeof subjectFields>;

function parseJson(text: string, ctx: z.RefinementCtx): unknown {
  if (text.trim() === '') return { resources: [], topics: [] };
  try {
    return JSON.parse(text);
  } catch {
    ctx.addIssue({ code: 'custom', message: 'must be valid JSON' });
    return undefined;
  }
}

export const subjectListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(SUBJECTS_PAGE_SIZE),
  search: z.string().trim().max(100).optional(),
  system: systemSchema.optional(),
  isActive: z.enum(['true', 'false']).optional(),
});

const personName = z.object({ _id: z.string(), firstName: z.string(), lastName: z.string() });

export const subjectSchema = z.object({
  _id: z.string(),
  name: z.string(),
  title: z.string(),
  code: z.string(),
  description: z.string(),
  image: z.string().nullable(),
  system: systemSchema,
  systemLabel: z.string(),
  academicYear: z.string(),
  isActive: z.boolean(),
  teachers: z.array(personName.extend({ isPrimary: z.boolean(), teacher: personName })),
  primaryTeacher: personName.nullable(),
  enrollmentCount: z.number().int(),
  curriculum: curriculumSchema,
  createdAt: z.string(),
});
export type Subject = z.infer<typeof subjectSchema>;

/** The landing page asks for at most this many popular subjects. */
export const MAX_POPULAR_SUBJECTS = 24;
const subjectParams = z.object({ id: idSchema });

/**
 * The subjects calls (docs/product/api.md, "Subjects and chapters"; the landing page's popular
 * courses).
 */
export const subjectEndpoints = {
  popular: endpoint({
    ...firstPageRoutes.popularSubjects,
    query: z.object({
      limit: z.coerce.number().int().min(1).max(MAX_POPULAR_SUBJECTS).default(POPULAR_SUBJECTS_LIMIT),
    }),
    reply: dataReply(z.array(popularSubjectSchema)),
  }),
  image: endpoint({ method: 'GET', path: '/subjects/:id/image', params: subjectParams, reply: 'file' }),
  list: endpoint({
    method: 'GET',
    path: '/subjects',
    query: subjectListQuery,
    reply: listReply(subjectSchema),
  }),
  get: endpoint({
    method: 'GET',
    path: '/subjects/:id',
    params: subjectParams,
    reply: dataReply(subjectSchema),
  }),
  /** Multipart: the fields of `subjectFields` (curriculum as JSON) and an optional `image`. */
  create: endpoint({
    method: 'POST',
    path: '/subjects',
    body: 'multipart',
    reply: savedReply(subjectSchema),
    status: 201,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/subjects/:id',
    params: subjectParams,
    body: 'multipart',
    reply: savedReply(subjectSchema),
  }),
  remove: endpoint({ method: 'DELETE', path: '/subjects/:id', params: subjectParams, reply: okReply }),
};
