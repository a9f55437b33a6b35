import { z } from 'zod';
import { endpoint } from './endpoint.js';
import { calendarEventTypeSchema } from './student-home.js';

/** How many of the next due items the staff dashboard lists. */
export const STAFF_UPCOMING_SIZE = 5;

/** Where staff manage each kind of item. */
export const STAFF_ITEM_LINKS = {
  homework: '/homework-admin',
  quiz: '/quizzes-admin',
  exam: '/exams-admin',
} as const;

/** A homework, quiz or exam of the caller's subjects that is still open, soonest due first. */
export const staffUpcomingItemSchema = z.object({
  _id: z.string(),
  type: calendarEventTypeSchema,
  title: z.string(),
  dueDate: z.string(),
  subject: z.object({ _id: z.string(), name: z.string() }),
  /** Submissions (quizzes: submitted attempts) so far. */
  handedIn: z.number().int(),
  link: z.string(),
});
export type StaffUpcomingItem = z.infer<typeof staffUpcomingItemSchema>;

/**
 * What waits for a teacher (admins: the whole school) on /dashboard.
 * Quizzes are marked automatically, so only homework and exam submissions wait for a grade.
 */
export const staffOverviewSchema = z.object({
  toGrade: z.object({
    homework: z.number().int(),
    exam: z.number().int(),
    total: z.number().int(),
  }),
  upcoming: z.array(staffUpcomingItemSchema),
});
export type StaffOverview = z.infer<typeof staffOverviewSchema>;

export const staffHomeEndpoints = {
  overview: endpoint({
    method: 'GET',
    path: '/staff/overview',
    reply: z.object({ success: z.literal(true), data: staffOverviewSchema }),
  }),
};
