import { z } from 'zod';
import { passwordSchema, phoneSchema } from './auth.js';
import { idSchema, listReply, pageQuery } from './common.js';
import { endpoint, savedReply } from './endpoint.js';

const name = z.string().trim().min(1, 'is required').max(100);
const email = z.string().trim().toLowerCase().email('must be a valid email address');

/** First name, last name, email, password required; phone optional. */
export const teacherBody = z.object({
  firstName: name,
  lastName: name,
  email,
  phone: z.union([phoneSchema, z.literal('')]).optional(),
  password: passwordSchema,
});
export const teacherUpdateBody = teacherBody.omit({ password: true }).extend({
  password: z.union([passwordSchema, z.literal('')]).optional(),
  isActive: z.boolean().optional(),
});
export const assignSubjectBody = z.object({ isPrimary: z.boolean().default(false) });

export const teacherSchema = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  isActive: z.boolean(),
  subjects: z.array(
    z.object({ _id: z.string(), name: z.string(), code: z.string(), isPrimary: z.boolean() }),
  ),
  createdAt: z.string(),
});
export type Teacher = z.infer<typeof teacherSchema>;

/** The teachers screen shows every teacher as cards: a generous default page. */
export const TEACHERS_PAGE_SIZE = 100;
const teacherParams = z.object({ id: idSchema });
const assignmentParams = z.object({ teacherId: idSchema, subjectId: idSchema });

/** The teachers calls (docs/product/api.md, "People"); admins only. */
export const teacherEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/teachers',
    query: pageQuery(TEACHERS_PAGE_SIZE).extend({ search: z.string().trim().max(100).optional() }),
    reply: listReply(teacherSchema),
  }),
  create: endpoint({
    method: 'POST',
    path: '/teachers',
    body: teacherBody,
    reply: savedReply(teacherSchema),
    status: 201,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/teachers/:id',
    params: teacherParams,
    body: teacherUpdateBody,
    reply: savedReply(teacherSchema),
  }),
  /** A teacher who taught students is deactivated instead of deleted, so records keep their name. */
  remove: endpoint({
    method: 'DELETE',
    path: '/teachers/:id',
    params: teacherParams,
    reply: z.object({
      success: z.literal(true),
      outcome: z.enum(['deleted', 'deactivated']),
      message: z.string(),
    }),
  }),
  assign: endpoint({
    method: 'POST',
    path: '/teachers/:teacherId/subjects/:subjectId',
    params: assignmentParams,
    body: assignSubjectBody.optional(),
    reply: savedReply(teacherSchema),
  }),
  unassign: endpoint({
    method: 'DELETE',
    path: '/teachers/:teacherId/subjects/:subjectId',
    params: assignmentParams,
    reply: savedReply(teacherSchema),
  }),
};
