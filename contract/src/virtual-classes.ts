import { z } from 'zod';
import { idSchema, pageQuery } from './common.js';
import { endpoint } from './endpoint.js';

/** Student spec §4: the statuses of a virtual class (badges blue, green, grey, red). */
export const VIRTUAL_CLASS_STATUSES = ['scheduled', 'in-progress', 'completed', 'cancelled'] as const;
export const virtualClassStatusSchema = z.enum(VIRTUAL_CLASS_STATUSES);
export type VirtualClassStatus = z.infer<typeof virtualClassStatusSchema>;

/** Student spec §3: where a class is held. */
export const VIRTUAL_CLASS_PLATFORMS = ['zoom', 'google-meet', 'teams', 'skype', 'other'] as const;
export const virtualClassPlatformSchema = z.enum(VIRTUAL_CLASS_PLATFORMS);
export type VirtualClassPlatform = z.infer<typeof virtualClassPlatformSchema>;

/** Student spec §9: the student's classes list reads 10 a page; the home page reads up to 100. */
export const STUDENT_CLASSES_PAGE_SIZE = 10;
export const HOME_CLASSES_LIMIT = 100;
/** Student spec §2.4: the fallback when a class has no teacher. */
export const TEACHER_FALLBACK = 'Teacher TBA';

/**
 * A class as a student sees it (student spec §3 "Virtual class"). `status` is computed from the
 * clock when the reply is made (docs/decisions.md "Virtual classes"), never a stale stored value.
 */
export const studentVirtualClassSchema = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  scheduledDate: z.string(),
  duration: z.number().int(),
  status: virtualClassStatusSchema,
  subject: z.object({ _id: z.string(), name: z.string() }),
  teacher: z.object({ _id: z.string(), firstName: z.string(), lastName: z.string() }).nullable(),
  meetingLink: z.string().nullable(),
  meetingId: z.string().nullable(),
  meetingPassword: z.string().nullable(),
  platform: virtualClassPlatformSchema,
  isEnrolled: z.boolean(),
  /** Whether the student joined it (attendance). */
  attended: z.boolean(),
});
export type StudentVirtualClass = z.infer<typeof studentVirtualClassSchema>;

/** `from`/`to` (ISO instants) narrow the list to classes starting in that window (the home page's today). */
export const myClassesQuery = pageQuery(STUDENT_CLASSES_PAGE_SIZE).extend({
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
});

export const myClassesReply = z.object({
  success: z.literal(true),
  data: z.array(studentVirtualClassSchema),
  totalPages: z.number().int(),
  totalCount: z.number().int(),
});

export const joinClassReply = z.object({
  success: z.literal(true),
  message: z.string(),
  meetingLink: z.string().nullable(),
});

/** The students' calls of virtual classes (student spec §7). */
export const virtualClassStudentEndpoints = {
  myClasses: endpoint({
    method: 'GET',
    path: '/virtual-classes/student/my-classes',
    query: myClassesQuery,
    reply: myClassesReply,
  }),
  join: endpoint({
    method: 'POST',
    path: '/virtual-classes/:id/join',
    params: z.object({ id: idSchema }),
    reply: joinClassReply,
  }),
};
