import { z } from 'zod';
import { idSchema } from './common.js';
import { endpoint } from './endpoint.js';

/** What the calendar shows and how (docs/product/screens.md, "Due-date calendar"). */
export const CALENDAR_EVENT_TYPES = ['homework', 'quiz', 'exam'] as const;
export const calendarEventTypeSchema = z.enum(CALENDAR_EVENT_TYPES);
export type CalendarEventType = z.infer<typeof calendarEventTypeSchema>;

/** Homework blue, quiz red, exam orange (Mantine colour names). */
export const CALENDAR_COLORS: Record<CalendarEventType, 'blue' | 'red' | 'orange'> = {
  homework: 'blue',
  quiz: 'red',
  exam: 'orange',
};
/** The calendar's window is the next 6 months; a day shows at most 3 dots. */
export const CALENDAR_WINDOW_MONTHS = 6;
export const CALENDAR_MAX_DOTS = 3;
/** Where each kind of event is acted on: its homework, quiz or exam page. */
export const CALENDAR_LINKS: Record<CalendarEventType, string> = {
  homework: '/homeworks-students',
  quiz: '/quiz-students',
  exam: '/exams-students',
};

/** A calendar event, with the link and whether this student already handed it in. */
export const calendarEventSchema = z.object({
  _id: z.string(),
  type: calendarEventTypeSchema,
  title: z.string(),
  dueDate: z.string(),
  subject: z.object({ _id: z.string(), name: z.string() }),
  chapter: z.string().nullable(),
  /** Minutes, for quizzes. */
  duration: z.number().int().nullable(),
  color: z.string(),
  link: z.string(),
  submitted: z.boolean(),
});
export type CalendarEvent = z.infer<typeof calendarEventSchema>;

/** A parent names the child whose calendar they read. */
export const childQuery = z.object({ student: idSchema.optional() });

/** The leaderboard is refreshed every 30 s and lists the top 10. */
export const LEADERBOARD_REFRESH_MS = 30_000;
export const LEADERBOARD_SIZE = 10;

/**
 * A leaderboard entry without the email: students never see another student's contact data
 * (docs/decisions.md, "Other students' data"). `rank` is shared by equal points; `isMe` marks the
 * caller's own entry.
 */
export const leaderboardEntrySchema = z.object({
  rank: z.number().int(),
  name: z.string(),
  points: z.number().int(),
  isMe: z.boolean(),
});
export type LeaderboardEntry = z.infer<typeof leaderboardEntrySchema>;

export const leaderboardReply = z.object({
  success: z.literal(true),
  leaderboard: z.array(leaderboardEntrySchema),
  /** The caller's own entry, also when it is outside the top 10 (null with no points yet). */
  me: leaderboardEntrySchema.nullable(),
});

const dueItemSchema = calendarEventSchema.pick({
  _id: true,
  type: true,
  title: true,
  dueDate: true,
  subject: true,
  link: true,
});
export const recentGradeSchema = z.object({
  _id: z.string(),
  type: calendarEventTypeSchema,
  title: z.string(),
  subject: z.string(),
  grade: z.number().int(),
  /** The teacher's feedback ('' when none was written). */
  feedback: z.string(),
  gradedAt: z.string(),
});
export const activitySchema = z.object({
  _id: z.string(),
  type: calendarEventTypeSchema,
  title: z.string(),
  subject: z.string(),
  /** What happened: the work was handed in, or it was graded. */
  action: z.enum(['submitted', 'graded']),
  at: z.string(),
});

/**
 * The student's own figures (home cards and /student-dashboard), computed on the server from
 * their work: nothing static.
 */
export const studentSummarySchema = z.object({
  counts: z.object({
    /** Quizzes of their subjects still open and not attempted. */
    openQuizzes: z.number().int(),
    /** Homeworks due in the next 7 days and not handed in. */
    homeworksDueThisWeek: z.number().int(),
    /** Exams still open and not handed in. */
    upcomingExams: z.number().int(),
    /** Work handed in and waiting for a grade, and work graded. */
    awaitingGrade: z.number().int(),
    graded: z.number().int(),
    /** Active enrolments. */
    subjects: z.number().int(),
    /** Work past its due date and never handed in (see `missing`). */
    missing: z.number().int(),
  }),
  /** The mean grade of graded work, to one decimal; null before any grade. */
  average: z.number().nullable(),
  dueSoon: z.array(dueItemSchema),
  /**
   * Work of the student's active subjects whose due date has passed without a hand-in, latest due
   * first: only work due after the student enrolled in its subject (docs/decisions.md, "Missing
   * work").
   */
  missing: z.array(dueItemSchema),
  recentGrades: z.array(recentGradeSchema),
  recentActivity: z.array(activitySchema),
  /** Classes the student was enrolled in that have ended, and how many of them they joined. */
  attendance: z.object({ attended: z.number().int(), total: z.number().int() }),
});
export type StudentSummary = z.infer<typeof studentSummarySchema>;

export const calendarFeedReply = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  /** The secret subscription address (webcal-ready https/http URL of an .ics file). */
  url: z.string(),
});

/**
 * The student home's calls and the calendar subscription
 * (docs/product/api.md, "Student home and dashboards").
 */
export const studentHomeEndpoints = {
  calendar: endpoint({
    method: 'GET',
    path: '/students/calendar-due-dates',
    query: childQuery,
    reply: z.object({ success: z.literal(true), data: z.array(calendarEventSchema) }),
  }),
  leaderboard: endpoint({ method: 'GET', path: '/students/leaderboard', reply: leaderboardReply }),
  summary: endpoint({
    method: 'GET',
    path: '/students/me/summary',
    /** A parent names one of their children; a student reads their own. */
    query: childQuery,
    reply: z.object({ success: z.literal(true), data: studentSummarySchema }),
  }),
  calendarFeed: endpoint({ method: 'GET', path: '/students/calendar-feed', reply: calendarFeedReply }),
  regenerateCalendarFeed: endpoint({
    method: 'POST',
    path: '/students/calendar-feed',
    reply: calendarFeedReply,
  }),
  /** The feed itself: public, the secret in the path is the only key. */
  calendarFile: endpoint({
    method: 'GET',
    path: '/calendar/:token',
    params: z.object({
      token: z.string().regex(/^[A-Za-z0-9_-]{32,64}\.ics$/, 'must be a calendar address'),
    }),
    reply: 'file',
  }),
};
