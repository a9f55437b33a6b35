import { z } from 'zod';
import { idSchema, listReply } from './common.js';
import { dataReply, endpoint } from './endpoint.js';
import { subjectSchema, systemSchema } from './subjects.js';

/**
 * The public course catalogue: what a visitor may learn about the school's active subjects.
 * Only names and outlines: no student, no email, no id of a person (docs/decisions.md, "What a
 * visitor sees").
 */

/** Cards a catalogue page shows at once, and the most a caller may ask for. */
export const CATALOGUE_PAGE_SIZE = 12;
export const CATALOGUE_MAX_LIMIT = 24;
/** Public reads a client address may make a minute before 429 (the catalogue needs no sign-in). */
export const CATALOGUE_RATE_LIMIT = 120;
export const CATALOGUE_SEARCH_MAX = 100;

const teacherName = z.object({ firstName: z.string(), lastName: z.string() });

export const catalogueSubjectSchema = subjectSchema
  .pick({
    _id: true,
    name: true,
    code: true,
    description: true,
    image: true,
    system: true,
    systemLabel: true,
    academicYear: true,
    enrollmentCount: true,
  })
  .extend({
    primaryTeacher: teacherName.nullable(),
    /** How many teachers teach it, the primary one included: a card names one and counts the rest. */
    teacherCount: z.number().int(),
    chapterCount: z.number().int(),
  });
export type CatalogueSubject = z.infer<typeof catalogueSubjectSchema>;

export const catalogueChapterSchema = z.object({
  order: z.number().int(),
  title: z.string(),
  description: z.string(),
  /** Hours. */
  duration: z.number(),
});

export const catalogueSubjectDetailSchema = catalogueSubjectSchema.extend({
  teachers: z.array(teacherName),
  chapters: z.array(catalogueChapterSchema),
  topics: z.array(z.object({ title: z.string(), description: z.string(), durationWeeks: z.number() })),
});
export type CatalogueSubjectDetail = z.infer<typeof catalogueSubjectDetailSchema>;

export const catalogueQuery = z.object({
  page: z.coerce.number().int().min(1).max(1000).default(1),
  limit: z.coerce.number().int().min(1).max(CATALOGUE_MAX_LIMIT).default(CATALOGUE_PAGE_SIZE),
  search: z.string().trim().max(CATALOGUE_SEARCH_MAX).optional(),
  system: systemSchema.optional(),
});

export const catalogueEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/catalogue/subjects',
    query: catalogueQuery,
    reply: listReply(catalogueSubjectSchema),
  }),
  get: endpoint({
    method: 'GET',
    path: '/catalogue/subjects/:id',
    params: z.object({ id: idSchema }),
    reply: dataReply(catalogueSubjectDetailSchema),
  }),
};
