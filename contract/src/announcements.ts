import { z } from 'zod';
import { idSchema, listReply, okReply, pageQuery } from './common.js';
import { endpoint, savedReply } from './endpoint.js';
import {
  assignmentRefId,
  assignmentTitle,
  HOMEWORK_FILE_EXTENSIONS,
  HOMEWORK_FILE_MAX_BYTES,
} from './homeworks.js';

/** Announcements page by 10. */
export const ANNOUNCEMENTS_PAGE_SIZE = 10;
export const ANNOUNCEMENT_TEXT_MAX = 5000;
/** The optional file of an announcement: the documents and pictures a homework's file may be. */
export const ANNOUNCEMENT_FILE_EXTENSIONS = HOMEWORK_FILE_EXTENSIONS;
export const ANNOUNCEMENT_FILE_MAX_BYTES = HOMEWORK_FILE_MAX_BYTES;

/** The form's fields (multipart, with an optional `file`). */
export const announcementFields = z.object({
  subject: assignmentRefId,
  title: assignmentTitle,
  text: z
    .string({ error: 'is required' })
    .trim()
    .min(1, 'is required')
    .max(ANNOUNCEMENT_TEXT_MAX, `must be at most ${ANNOUNCEMENT_TEXT_MAX} characters`),
});
export type AnnouncementFields = z.infer<typeof announcementFields>;

export const announcementSchema = z.object({
  _id: z.string(),
  subject: z.object({ _id: z.string(), name: z.string() }),
  title: z.string(),
  text: z.string(),
  /** Who posted it; null once their account is gone. */
  author: z.object({ _id: z.string(), name: z.string() }).nullable(),
  file: z.object({ originalName: z.string(), size: z.number().int(), url: z.string() }).nullable(),
  createdAt: z.string(),
  /** Whether the reader may delete it (its author or an admin). */
  mayDelete: z.boolean(),
});
export type Announcement = z.infer<typeof announcementSchema>;

/**
 * Staff: one subject they teach (admins: any) or all of theirs. Students and parents: the subjects
 * they see (a parent's children's); `student` narrows a parent's to one child's.
 */
export const announcementListQuery = pageQuery(ANNOUNCEMENTS_PAGE_SIZE).extend({
  subject: idSchema.optional(),
  student: idSchema.optional(),
});

const announcementParams = z.object({ id: z.string() });

/** A subject's announcements (docs/product/api.md, "Announcements"). */
export const announcementEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/announcements',
    query: announcementListQuery,
    reply: listReply(announcementSchema),
  }),
  /** Multipart: subject, title, text and an optional `file`. */
  create: endpoint({
    method: 'POST',
    path: '/announcements',
    body: 'multipart',
    reply: savedReply(announcementSchema),
    status: 201,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/announcements/:id',
    params: announcementParams,
    reply: okReply,
  }),
  file: endpoint({
    method: 'GET',
    path: '/announcements/:id/file',
    params: announcementParams,
    reply: 'file',
  }),
};
