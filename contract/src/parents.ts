import { z } from 'zod';
import { phoneSchema } from './auth.js';
import { idSchema, listReply, okReply, pageQuery } from './common.js';
import { endpoint, savedReply } from './endpoint.js';
import { PARENT_GRADES_PATH } from './first-page.js';

/** Where a notification about one child takes their parent. */
export const parentLinks = {
  /** The parent's dashboard (their children's announcements, progress and work). */
  dashboard: '/dashboard',
  grades: (studentId: string) => `${PARENT_GRADES_PATH}?student=${studentId}`,
  /** The dashboard, on this child's missing work (the item's anchor keeps each notice distinct). */
  missing: (studentId: string, workId: string) => `/dashboard?student=${studentId}#missing-${workId}`,
};

const name = z.string().trim().min(1, 'is required').max(100);

/** Parent edit needs first name, last name, email and phone. */
export const parentUpdateBody = z.object({
  firstName: name,
  lastName: name,
  email: z.string().trim().toLowerCase().email('must be a valid email address'),
  phone: phoneSchema,
});
export type ParentUpdateBody = z.infer<typeof parentUpdateBody>;

export const parentSchema = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  isActive: z.boolean(),
  createdAt: z.string(),
  children: z.array(
    z.object({
      _id: z.string(),
      studentId: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      system: z.string(),
    }),
  ),
});
export type Parent = z.infer<typeof parentSchema>;

export const PARENTS_PAGE_SIZE = 20;
export const parentListQuery = pageQuery(PARENTS_PAGE_SIZE).extend({
  search: z.string().trim().max(100).optional(),
});
/** Columns of parents.csv; `children` holds "First Last (STU-…)" entries separated by ';'. */
export const PARENT_CSV_COLUMNS = ['firstName', 'lastName', 'email', 'phone', 'children'] as const;

/** A parent's own view of a child (GET /parents/me/children): the active enrolments only. */
export const myChildSchema = z.object({
  _id: z.string(),
  studentId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  system: z.string(),
  academicYear: z.string(),
  subjects: z.array(z.object({ _id: z.string(), name: z.string(), code: z.string() })),
});
export type MyChild = z.infer<typeof myChildSchema>;
export const myChildrenReply = z.object({ success: z.literal(true), data: z.array(myChildSchema) });

const parentParams = z.object({ id: idSchema });

/** The parents calls (docs/product/api.md, "People"); a parent's own children. */
export const parentEndpoints = {
  list: endpoint({ method: 'GET', path: '/parents', query: parentListQuery, reply: listReply(parentSchema) }),
  /** The screen's Export sends its search, so the file holds the parents the admin is looking at. */
  export: endpoint({
    method: 'GET',
    path: '/parents/export',
    query: parentListQuery.pick({ search: true }),
    reply: 'file',
  }),
  myChildren: endpoint({ method: 'GET', path: '/parents/me/children', reply: myChildrenReply }),
  update: endpoint({
    method: 'PUT',
    path: '/parents/:id',
    params: parentParams,
    body: parentUpdateBody,
    reply: savedReply(parentSchema),
  }),
  remove: endpoint({ method: 'DELETE', path: '/parents/:id', params: parentParams, reply: okReply }),
};
