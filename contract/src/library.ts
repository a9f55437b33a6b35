import { z } from 'zod';
import { idSchema, okReply, pageQuery } from './common.js';
import { endpoint, savedReply } from './endpoint.js';
import { assignmentRefId, assignmentTitle } from './homeworks.js';

/** The library management list reads 20 a page. */
export const LIBRARY_PAGE_SIZE = 20;
/** How many items the student's "Recently added" list shows. */
export const LIBRARY_RECENT_SIZE = 5;
export const LIBRARY_TYPES = ['material', 'recording'] as const;
export const libraryTypeSchema = z.enum(LIBRARY_TYPES);
export type LibraryType = z.infer<typeof libraryTypeSchema>;
/** Where a recording is hosted. */
export const RECORDING_PLATFORMS = ['youtube', 'vimeo', 'zoom', 'teams', 'other'] as const;
export const recordingPlatformSchema = z.enum(RECORDING_PLATFORMS);
export type RecordingPlatform = z.infer<typeof recordingPlatformSchema>;
/** A material's file (checked by extension and by content on the server). */
export const LIBRARY_FILE_EXTENSIONS = ['pdf', 'doc', 'docx', 'ppt', 'pptx'] as const;
export const LIBRARY_FILE_MAX_BYTES = 50 * 1024 * 1024;

/** Multipart booleans arrive as text ('true'/'false', 'on' from a checkbox). */
const formBoolean = z
  .union([z.boolean(), z.string().trim().toLowerCase()])
  .default(false)
  .transform((v, ctx) => {
    if (typeof v === 'boolean') return v;
    if (['true', 'on', '1', 'yes'].includes(v)) return true;
    if (['false', 'off', '0', 'no', ''].includes(v)) return false;
    ctx.addIssue({ code: 'custom', message: 'must be true or false' });
    return z.NEVER;
  });

/** Tags are entered comma-separated: trimmed, empty ones dropped, each once. */
const tagsField = z
  .union([z.string(), z.array(z.string())])
  .default('')
  .transform((v) => (Array.isArray(v) ? v.join(',') : v))
  .transform((v) =>
    [
      ...new Set(
        v
          .split(',')
          .map((t) => t.trim())
          .filter(Boolean),
      ),
    ].slice(0, 30),
  )
  .refine((tags) => tags.every((t) => t.length <= 50), 'each tag must be at most 50 characters');

const description = z.string().trim().max(5000, 'must be at most 5000 characters').default('');

/**
 * A recording's fields: a URL, a positive duration in minutes, a platform
 * (docs/product/rules.md, "Library").
 */
const recordingFields = {
  recordingUrl: z
    .string({ error: 'is required for a recording' })
    .trim()
    .min(1, 'is required for a recording')
    .max(2000, 'must be at most 2000 characters')
    .refine((v) => /^https?:\/\/[^\s/]+\S*$/i.test(v), 'must be a URL (https://…)'),
  recordingDuration: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
    z
      .number({ error: 'is required for a recording (minutes)' })
      .int('must be a whole number of minutes')
      .min(1, 'must be at least 1 minute')
      .max(1440, 'must be at most 1440 minutes'),
  ),
  recordingPlatform: z.enum(RECORDING_PLATFORMS, {
    error: (issue) =>
      issue.input === undefined || issue.input === ''
        ? 'is required for a recording'
        : `must be one of ${RECORDING_PLATFORMS.join(', ')}`,
  }),
};

/** The add form's text fields (multipart; the material's `file` is checked by the server). */
export const libraryCreateFields = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('material'),
    title: assignmentTitle,
    description,
    subject: assignmentRefId,
    chapter: assignmentRefId,
    tags: tagsField,
    isPublic: formBoolean,
  }),
  z.object({
    type: z.literal('recording'),
    title: assignmentTitle,
    description,
    subject: assignmentRefId,
    chapter: assignmentRefId,
    tags: tagsField,
    isPublic: formBoolean,
    ...recordingFields,
  }),
]);
export type LibraryCreateFields = z.infer<typeof libraryCreateFields>;

/** The edit form (without type, subject and chapter); recording fields for recordings. */
export const libraryUpdateFields = z.object({
  title: assignmentTitle,
  description,
  tags: tagsField,
  isPublic: formBoolean,
});
export const libraryRecordingFields = z.object(recordingFields);

const person = z.object({ firstName: z.string(), lastName: z.string() });

/** A library item as every screen reads it. */
export const libraryItemSchema = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  type: libraryTypeSchema,
  subject: z.object({ _id: z.string(), name: z.string() }),
  chapter: z.object({ _id: z.string(), order: z.number().int(), title: z.string() }),
  tags: z.array(z.string()),
  isPublic: z.boolean(),
  uploadedBy: person.nullable(),
  downloadCount: z.number().int(),
  viewCount: z.number().int(),
  recordingUrl: z.string().nullable(),
  recordingDuration: z.number().int().nullable(),
  recordingPlatform: recordingPlatformSchema.nullable(),
  /** A material's file: name, size in bytes, type. */
  file: z.object({ originalName: z.string(), size: z.number().int(), mimeType: z.string() }).nullable(),
  /** '/api/library/{id}/file': a plain GET link (Range requests, opening in a tab); null for recordings. */
  fileUrl: z.string().nullable(),
  createdAt: z.string(),
  /** Whether the caller may edit and delete it (staff of its subject). */
  canManage: z.boolean(),
});
export type LibraryItem = z.infer<typeof libraryItemSchema>;

export const libraryListQuery = pageQuery(LIBRARY_PAGE_SIZE).extend({
  subject: idSchema.optional(),
  chapter: idSchema.optional(),
  type: libraryTypeSchema.optional(),
  /** Matches title, description or a tag, ignoring case. */
  search: z.string().trim().max(100, 'must be at most 100 characters').optional(),
});

const libraryListReply = z.object({
  success: z.literal(true),
  data: z.array(libraryItemSchema),
  pagination: z.object({
    page: z.number().int(),
    limit: z.number().int(),
    totalPages: z.number().int(),
    totalCount: z.number().int(),
  }),
});

/** A subject on /library: its code, description and how many items the caller can open in it. */
export const librarySubjectSchema = z.object({
  _id: z.string(),
  name: z.string(),
  code: z.string(),
  description: z.string(),
  itemCount: z.number().int(),
});
export type LibrarySubject = z.infer<typeof librarySubjectSchema>;

export const libraryChapterSchema = z.object({
  _id: z.string(),
  order: z.number().int(),
  title: z.string(),
  itemCount: z.number().int(),
});
export type LibraryChapter = z.infer<typeof libraryChapterSchema>;

const itemParams = z.object({ id: idSchema });

/** The library's calls (docs/product/api.md, "Library"). */
export const libraryEndpoints = {
  list: endpoint({ method: 'GET', path: '/library', query: libraryListQuery, reply: libraryListReply }),
  create: endpoint({
    method: 'POST',
    path: '/library',
    body: 'multipart',
    reply: savedReply(libraryItemSchema),
    status: 201,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/library/:id',
    params: itemParams,
    body: 'multipart',
    reply: savedReply(libraryItemSchema),
  }),
  remove: endpoint({ method: 'DELETE', path: '/library/:id', params: itemParams, reply: okReply }),
  /** The subjects of /library: the caller's, plus those holding public items. */
  subjects: endpoint({
    method: 'GET',
    path: '/library/subjects',
    reply: z.object({ success: z.literal(true), data: z.array(librarySubjectSchema) }),
  }),
  /** One subject of /library/{subjectId} with its chapters. */
  subject: endpoint({
    method: 'GET',
    path: '/library/subjects/:subjectId',
    params: z.object({ subjectId: idSchema }),
    reply: z.object({
      success: z.literal(true),
      data: z.object({ subject: librarySubjectSchema, chapters: z.array(libraryChapterSchema) }),
    }),
  }),
  /** The items of one chapter, newest first. */
  chapter: endpoint({
    method: 'GET',
    path: '/library/chapter/:chapterId',
    params: z.object({ chapterId: idSchema }),
    query: z.object({
      type: libraryTypeSchema.optional(),
      search: z.string().trim().max(100, 'must be at most 100 characters').optional(),
    }),
    reply: z.object({
      success: z.literal(true),
      data: z.array(libraryItemSchema),
      chapter: z.object({ _id: z.string(), order: z.number().int(), title: z.string() }),
      subject: z.object({ _id: z.string(), name: z.string() }),
    }),
  }),
  /** The newest items the caller can open (the student's "Recently added"). */
  recent: endpoint({
    method: 'GET',
    path: '/library/recent',
    reply: z.object({ success: z.literal(true), data: z.array(libraryItemSchema) }),
  }),
  /** A material's file as a blob; counts a download. */
  download: endpoint({ method: 'POST', path: '/library/:id/download', params: itemParams, reply: 'file' }),
  /** The same file by GET, with Range support; counts a download unless it asks for a later range. */
  file: endpoint({ method: 'GET', path: '/library/:id/file', params: itemParams, reply: 'file' }),
  /** Opens a recording: counts a view and answers its address. */
  view: endpoint({
    method: 'POST',
    path: '/library/:id/view',
    params: itemParams,
    reply: z.object({ success: z.literal(true), recordingUrl: z.string(), viewCount: z.number().int() }),
  }),
};

/** The library's success texts, worded as the other screens' are. */
export const LIBRARY_MESSAGES = {
  added: 'Library item added successfully!',
  updated: 'Library item updated successfully!',
  deleted: 'Library item deleted successfully!',
} as const;
