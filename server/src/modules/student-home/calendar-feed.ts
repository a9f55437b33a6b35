import { randomBytes } from 'node:crypto';
import type { CalendarEvent } from '@sabora/contract';
import { eq } from 'drizzle-orm';
import { ICalCalendarMethod, default as ical } from 'ical-generator';
import type { AppContext } from '../../context.js';
import { students } from '../../db/schema/index.js';
import { notFound } from '../../plugins/errors.js';
import { dueDates } from './calendar.js';

/** How far back the feed keeps items, so a calendar app does not drop this week's past ones. */
const FEED_PAST_DAYS = 30;
const FEED_AHEAD_MONTHS = 6;

const feedUrl = (ctx: AppContext, token: string) => `${ctx.config.publicUrl}/api/calendar/${token}.ics`;
const newToken = () => randomBytes(24).toString('base64url');

/**
 * The address of the student's calendar subscription, made on first use. The token in it is the
 * only key (a calendar app cannot sign in), so it is long and random, and the student can replace it.
 */
export async function calendarFeedUrl(ctx: AppContext, profileId: string) {
  const [row] = await ctx.db
    .select({ token: students.calendarToken })
    .from(students)
    .where(eq(students.id, profileId))
    .limit(1);
  if (row?.token) return feedUrl(ctx, row.token);
  return regenerateCalendarFeed(ctx, profileId);
}

/** Replaces the token: the old address stops working at once. */
export async function regenerateCalendarFeed(ctx: AppContext, profileId: string) {
  const token = newToken();
  await ctx.db.update(students).set({ calendarToken: token }).where(eq(students.id, profileId));
  return feedUrl(ctx, token);
}

const LABELS: Record<CalendarEvent['type'], string> = { homework: 'Homework', quiz: 'Quiz', exam: 'Exam' };

/** The iCalendar (RFC 5545) file of a feed token, or 404 for a token nobody holds. */
export async function calendarFile(ctx: AppContext, token: string, now = new Date()) {
  const [student] = await ctx.db
    .select({ id: students.id })
    .from(students)
    .where(eq(students.calendarToken, token))
    .limit(1);
  if (!student) throw notFound('calendarNotFound');

  const from = new Date(now.getTime() - FEED_PAST_DAYS * 24 * 60 * 60 * 1000);
  const to = new Date(now);
  to.setMonth(to.getMonth() + FEED_AHEAD_MONTHS);
  const events = await dueDates(ctx.db, student.id, { from, to });

  const calendar = ical({ name: 'Sabora due dates', prodId: { company: 'Sabora', product: 'due-dates' } });
  calendar.method(ICalCalendarMethod.PUBLISH);
  calendar.ttl(60 * 60);
  for (const event of events) {
    const due = new Date(event.dueDate);
    calendar.createEvent({
      id: `${event.type}-${event._id}@sabora`,
      start: due,
      end: due,
      stamp: now,
      summary: `${LABELS[event.type]} due: ${event.title}`,
      description: `${event.subject.name}${event.chapter ? ` · ${event.chapter}` : ''}${event.submitted ? ' · handed in' : ''}`,
      url: `${ctx.config.publicUrl}${event.link}`,
    });
  }
  return calendar.toString();
}
