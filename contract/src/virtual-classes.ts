import { z } from 'zod';
import { idSchema, okReply, pageQuery } from './common.js';
import { endpoint } from './endpoint.js';
import { CLASS_REPEAT_MAX_OCCURRENCES } from './virtual-class-calendar.js';

export * from './virtual-class-calendar.js';

/**
 * The statuses of a virtual class (badges blue, green, grey, red;
 * docs/product/rules.md, "Class status").
 */
export const VIRTUAL_CLASS_STATUSES = ['scheduled', 'in-progress', 'completed', 'cancelled'] as const;
export const virtualClassStatusSchema = z.enum(VIRTUAL_CLASS_STATUSES);
export type VirtualClassStatus = z.infer<typeof virtualClassStatusSchema>;

/** Where a class is held. */
export const VIRTUAL_CLASS_PLATFORMS = ['zoom', 'google-meet', 'teams', 'skype', 'other'] as const;
export const virtualClassPlatformSchema = z.enum(VIRTUAL_CLASS_PLATFORMS);
export type VirtualClassPlatform = z.infer<typeof virtualClassPlatformSchema>;

/** The student's classes list reads 10 a page; the home page reads up to 100. */
export const STUDENT_CLASSES_PAGE_SIZE = 10;
export const HOME_CLASSES_LIMIT = 100;

/**
 * A class as a student sees it. `status` is computed from the clock when the reply is made
 * (docs/decisions.md, "Status"), never a stale stored value.
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

/** The students' calls of virtual classes (docs/product/api.md, "Virtual classes"). */
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

/**
 * The management list reads 10 a page; durations and seats have ranges
 * (docs/product/rules.md, "Scheduling").
 */
export const VIRTUAL_CLASSES_PAGE_SIZE = 10;
export const CLASS_DURATION = { default: 60, min: 15, max: 480 } as const;
export const CLASS_MAX_PARTICIPANTS = { default: 100, min: 1, max: 1000 } as const;
/** The enroll preview lists 5 students, then "... and N more". */
export const ENROLL_PREVIEW_SIZE = 5;

/** Accepts numbers typed into a form as text. */
const wholeNumber = (min: number, max: number, unit: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value),
    z
      .number({ error: `must be a whole number of ${unit}` })
      .int(`must be a whole number of ${unit}`)
      .min(min, `must be between ${min} and ${max} ${unit}`)
      .max(max, `must be between ${min} and ${max} ${unit}`),
  );
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `must be at most ${max} characters`)
    .optional()
    .transform((v) => (v ? v : null));

/** The create/edit form of a class (docs/product/rules.md, "Scheduling"). */
export const virtualClassBody = z.object({
  title: z
    .string({ error: 'is required' })
    .trim()
    .min(1, 'is required')
    .max(200, 'must be at most 200 characters'),
  subject: z.string({ error: 'is required' }).trim().min(1, 'is required').uuid('must be a valid id'),
  /** Required for admins; a teacher's own id is used whatever is sent. */
  teacher: z
    .string()
    .trim()
    .uuid('must be a valid id')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  description: z.string().trim().max(5000, 'must be at most 5000 characters').default(''),
  scheduledDate: z
    .string({ error: 'is required' })
    .trim()
    .min(1, 'is required')
    .refine((v) => !Number.isNaN(Date.parse(v)), 'must be a date and time'),
  duration: wholeNumber(CLASS_DURATION.min, CLASS_DURATION.max, 'minutes').default(CLASS_DURATION.default),
  meetingLink: z
    .string()
    .trim()
    .max(2000, 'must be at most 2000 characters')
    .optional()
    .refine((v) => !v || /^https?:\/\/\S+$/i.test(v), 'must be a URL (https://…)')
    .transform((v) => (v ? v : null)),
  meetingId: optionalText(200),
  meetingPassword: optionalText(200),
  platform: virtualClassPlatformSchema.default('zoom'),
  maxParticipants: wholeNumber(
    CLASS_MAX_PARTICIPANTS.min,
    CLASS_MAX_PARTICIPANTS.max,
    'participants',
  ).default(CLASS_MAX_PARTICIPANTS.default),
  academicYear: z
    .string({ error: 'is required' })
    .trim()
    .min(1, 'is required')
    .regex(/^\d{4}-\d{4}$/, 'must look like 2024-2025')
    .refine(
      (v) => Number(v.slice(5)) === Number(v.slice(0, 4)) + 1,
      'must be two consecutive years, like 2024-2025',
    ),
  agenda: z
    .array(z.string().trim().max(300, 'items must be at most 300 characters'))
    .max(50, 'at most 50 items')
    .default([])
    .transform((items) => items.filter(Boolean)),
  autoEnrollStudents: z.boolean().default(false),
  /** Staff may start, complete or cancel a class by hand; the clock does the rest. */
  status: virtualClassStatusSchema.optional(),
});
export type VirtualClassBody = z.infer<typeof virtualClassBody>;

/**
 * Creating takes the form's fields and two choices of its own: a weekly repeat, and going ahead
 * when the server warns of a class of the same subject at the same start (409 `classDuplicate`).
 */
export const createVirtualClassBody = virtualClassBody.extend({
  /**
   * The last day ('YYYY-MM-DD', in `timeZone`) of a weekly repeat: one class each week on the same
   * weekday and wall-clock time up to and including that day, each a class of its own, at most
   * CLASS_REPEAT_MAX_OCCURRENCES. Left out, one class is made.
   */
  repeatWeeklyUntil: z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date like 2026-12-31')
    .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), 'must be a date like 2026-12-31')
    .optional()
    .or(z.literal('').transform(() => undefined))
    .meta({
      description: `Repeat weekly until this day (YYYY-MM-DD, inclusive) in timeZone; at most ${CLASS_REPEAT_MAX_OCCURRENCES} classes.`,
    }),
  /** The IANA time zone whose wall clock a repeat keeps (the form's); the school's when left out. */
  timeZone: z.string().trim().max(100, 'must be at most 100 characters').optional().meta({
    description: "IANA time zone of the repeat's wall clock (default: the school's, SCHOOL_TIME_ZONE).",
  }),
  /** Create even though a class of the same subject starts at the same moment. */
  allowDuplicate: z
    .boolean()
    .default(false)
    .meta({ description: 'Create anyway after a 409 classDuplicate warning.' }),
});
export type CreateVirtualClassBody = z.infer<typeof createVirtualClassBody>;

const personRef = z.object({ _id: z.string(), firstName: z.string(), lastName: z.string() });
/**
 * A student for enrolment: what the enrol lists give of a student, and what a
 * class's enrolled entry names (`enrolledStudents.student`).
 */
const studentForEnrolmentSchema = z.object({
  _id: z.string(),
  studentId: z.string(),
  user: z.object({ firstName: z.string(), lastName: z.string() }),
});
export const enrolledStudentSchema = z.object({
  student: studentForEnrolmentSchema,
  enrolledDate: z.string(),
  /** When the student joined through Sabora (attendance), or null. */
  joinedAt: z.string().nullable(),
});

/** A class as staff see it. */
export const staffVirtualClassSchema = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  subject: z.object({ _id: z.string(), name: z.string() }),
  teacher: personRef.nullable(),
  scheduledDate: z.string(),
  duration: z.number().int(),
  meetingLink: z.string().nullable(),
  meetingId: z.string().nullable(),
  meetingPassword: z.string().nullable(),
  platform: virtualClassPlatformSchema,
  maxParticipants: z.number().int(),
  academicYear: z.string(),
  agenda: z.array(z.string()),
  autoEnrollStudents: z.boolean(),
  status: virtualClassStatusSchema,
  enrolledStudents: z.array(enrolledStudentSchema),
});
export type StaffVirtualClass = z.infer<typeof staffVirtualClassSchema>;

export const virtualClassListQuery = pageQuery(VIRTUAL_CLASSES_PAGE_SIZE).extend({
  subject: z.string().trim().uuid('must be a valid id').optional(),
  teacher: z.string().trim().uuid('must be a valid id').optional(),
  status: virtualClassStatusSchema.optional(),
  /** Matches the title, the subject's name or the teacher's name, ignoring case. */
  search: z.string().trim().max(100, 'must be at most 100 characters').optional(),
});

const classTeacherSchema = personRef.extend({ isPrimary: z.boolean() });

export const virtualClassStatsSchema = z.object({
  totalClasses: z.number().int(),
  scheduledClasses: z.number().int(),
  inProgressClasses: z.number().int(),
  completedClasses: z.number().int(),
  cancelledClasses: z.number().int(),
  platformStats: z.array(z.object({ _id: virtualClassPlatformSchema, count: z.number().int() })),
  subjectStats: z.array(z.object({ subjectName: z.string(), count: z.number().int() })),
});

const classParams = z.object({ id: idSchema });
const subjectParams = z.object({ subjectId: idSchema });
const savedClassReply = z.object({
  success: z.literal(true),
  message: z.string(),
  data: staffVirtualClassSchema,
  autoEnrolledCount: z.number().int().optional(),
  /** How many classes were made: more than 1 for a weekly repeat (`data` is the first). */
  createdCount: z.number().int().optional(),
});

/** The staff calls of virtual classes (docs/product/api.md, "Virtual classes"). */
export const virtualClassEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/virtual-classes',
    query: virtualClassListQuery,
    reply: z.object({
      success: z.literal(true),
      data: z.array(staffVirtualClassSchema),
      totalPages: z.number().int(),
      totalCount: z.number().int(),
    }),
  }),
  teachers: endpoint({
    method: 'GET',
    path: '/virtual-classes/teachers',
    reply: z.object({ success: z.literal(true), data: z.array(personRef) }),
  }),
  teachersOfSubject: endpoint({
    method: 'GET',
    path: '/virtual-classes/teachers/subject/:subjectId',
    params: subjectParams,
    reply: z.object({ success: z.literal(true), data: z.array(classTeacherSchema) }),
  }),
  students: endpoint({
    method: 'GET',
    path: '/virtual-classes/students',
    reply: z.object({ success: z.literal(true), data: z.array(studentForEnrolmentSchema) }),
  }),
  studentsOfSubject: endpoint({
    method: 'GET',
    path: '/virtual-classes/students/subject/:subjectId',
    params: subjectParams,
    reply: z.object({ success: z.literal(true), data: z.array(studentForEnrolmentSchema) }),
  }),
  stats: endpoint({
    method: 'GET',
    path: '/virtual-classes/stats/overview',
    reply: z.object({ success: z.literal(true), data: virtualClassStatsSchema }),
  }),
  create: endpoint({
    method: 'POST',
    path: '/virtual-classes',
    body: createVirtualClassBody,
    reply: savedClassReply,
    status: 201,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/virtual-classes/:id',
    params: classParams,
    body: virtualClassBody,
    reply: savedClassReply,
  }),
  remove: endpoint({ method: 'DELETE', path: '/virtual-classes/:id', params: classParams, reply: okReply }),
  enroll: endpoint({
    method: 'POST',
    path: '/virtual-classes/:id/enroll',
    params: classParams,
    body: z.object({
      studentIds: z
        .array(z.string().trim().uuid('must be a list of student ids'), {
          error: 'must be a list of student ids',
        })
        .min(1, 'choose at least one student')
        .max(1000, 'at most 1000 students')
        .transform((ids) => [...new Set(ids)]),
    }),
    reply: z.object({ success: z.literal(true), message: z.string(), enrolledCount: z.number().int() }),
  }),
  /** The enrolled students with their attendance, as a CSV file (docs/decisions.md, "Attendance"). */
  attendanceExport: endpoint({
    method: 'GET',
    path: '/virtual-classes/:id/attendance/export',
    params: classParams,
    reply: 'file',
  }),
};

/** How many of a child's past classes the parent's attendance view lists. */
export const ATTENDANCE_RECENT_LIMIT = 20;

/** One past class of a student and whether they attended it. */
export const attendanceEntrySchema = z.object({
  _id: z.string(),
  title: z.string(),
  subject: z.object({ _id: z.string(), name: z.string() }),
  scheduledDate: z.string(),
  duration: z.number().int(),
  attended: z.boolean(),
  joinedAt: z.string().nullable(),
});
export type AttendanceEntry = z.infer<typeof attendanceEntrySchema>;

/**
 * A student's attendance of completed classes: the totals over every completed class of their
 * subjects, and the most recent ones. A parent names the child with `student`; a student reads
 * their own.
 */
export const attendanceReply = z.object({
  success: z.literal(true),
  data: z.object({
    attended: z.number().int(),
    missed: z.number().int(),
    recent: z.array(attendanceEntrySchema),
  }),
});

export const virtualClassAttendanceEndpoints = {
  attendance: endpoint({
    method: 'GET',
    path: '/virtual-classes/attendance',
    query: z.object({ student: idSchema.optional() }),
    reply: attendanceReply,
  }),
};
