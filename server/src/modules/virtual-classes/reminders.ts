import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import {
  students,
  subjects,
  users,
  virtualClassEnrollments,
  virtualClasses,
  virtualClassReminders,
} from '../../db/schema/index.js';
import { jobKind, worker } from '../../jobs/queue.js';
import { moment } from '../../lib/i18n/messages.js';
import { mailEach, notify } from '../notifications/index.js';
import { effectiveStatus } from './status.js';

/** How long before a class its enrolled students are reminded, in minutes. */
export const REMINDER_LEADS = { '24h': 24 * 60, '1h': 60 } as const;
type Lead = keyof typeof REMINDER_LEADS;
/** The texts of each lead's reminder (server/src/lib/i18n), notification and mail alike. */
const LEAD_TEXTS = { '24h': 'classIn24Hours', '1h': 'classIn1Hour' } as const satisfies Record<Lead, string>;

interface ReminderData {
  classId: string;
  lead: Lead;
  /** The start the reminder was queued for: a class moved since then gets new reminders instead. */
  startsAt: string;
}

export const classReminderJob = jobKind<ReminderData>({ name: 'class-reminder', policy: 'short' });

/**
 * Queues the reminders of a class for its current start (after the change that set it has
 * committed). Reminders whose time has passed are skipped: a class created 3 hours ahead gets
 * only the 1-hour one. Reminders queued for an earlier start stay queued and do nothing when they
 * come due (sendReminder checks the start), which is how moving a class drops them.
 */
export async function scheduleReminders(ctx: AppContext, cls: { id: string; scheduledDate: Date }) {
  const startsAt = cls.scheduledDate.toISOString();
  for (const [lead, minutes] of Object.entries(REMINDER_LEADS) as [Lead, number][]) {
    const at = new Date(cls.scheduledDate.getTime() - minutes * 60_000);
    if (at.getTime() <= Date.now()) continue;
    await ctx.jobs.send(
      classReminderJob,
      { classId: cls.id, lead, startsAt },
      { startAfter: at, singletonKey: `${cls.id}:${lead}:${startsAt}` },
    );
  }
}

/** The enrolled students of a class who can still sign in, with whether they want mail. */
async function enrolledRecipients(tx: Tx, classId: string) {
  return tx
    .select({
      userId: users.id,
      email: users.email,
      wantsMail: users.emailNotifications,
      language: users.language,
    })
    .from(virtualClassEnrollments)
    .innerJoin(students, eq(students.id, virtualClassEnrollments.studentId))
    .innerJoin(users, eq(users.id, students.userId))
    .where(and(eq(virtualClassEnrollments.classId, classId), eq(users.isActive, true)));
}

/**
 * Sends one reminder: an in-app notification to each enrolled student and a mail to those who
 * allow it — only if the class still starts when the reminder was queued for and is not
 * cancelled, and only once per class, lead and start (virtual_class_reminders).
 */
export async function sendReminder(ctx: AppContext, data: ReminderData) {
  const due = await ctx.db.transaction(async (tx) => {
    const [cls] = await tx
      .select({
        title: virtualClasses.title,
        scheduledDate: virtualClasses.scheduledDate,
        status: effectiveStatus,
        subjectName: subjects.name,
      })
      .from(virtualClasses)
      .innerJoin(subjects, eq(subjects.id, virtualClasses.subjectId))
      .where(eq(virtualClasses.id, data.classId))
      .limit(1);
    if (cls?.status !== 'scheduled' || cls.scheduledDate.toISOString() !== data.startsAt) return;
    const [claimed] = await tx
      .insert(virtualClassReminders)
      .values({ classId: data.classId, lead: data.lead, startsAt: cls.scheduledDate })
      .onConflictDoNothing()
      .returning();
    if (!claimed) return;
    const recipients = await enrolledRecipients(tx, data.classId);
    const params = { class: cls.title, subject: cls.subjectName, when: moment(cls.scheduledDate) };
    await notify(
      tx,
      recipients.map((r) => r.userId),
      { notice: LEAD_TEXTS[data.lead], params, link: '/virtual-classes' },
    );
    return { recipients, params };
  });
  if (!due) return;
  await mailEach(ctx, due.recipients, LEAD_TEXTS[data.lead], {
    ...due.params,
    link: `${ctx.config.publicUrl}/virtual-classes`,
  });
}

/**
 * Tells the enrolled students that a class is cancelled: in-app inside the caller's transaction
 * (the notice and the change land together), and returns what queues the mails, to be called once
 * that transaction has committed.
 */
export async function noticeCancellation(
  ctx: AppContext,
  tx: Tx,
  cls: { id: string; title: string; scheduledDate: Date },
): Promise<() => Promise<void>> {
  const recipients = await enrolledRecipients(tx, cls.id);
  const params = { title: cls.title, when: moment(cls.scheduledDate) };
  await notify(
    tx,
    recipients.map((r) => r.userId),
    { notice: 'classCancelled', params, link: '/virtual-classes' },
  );
  return () => mailEach(ctx, recipients, 'classCancelled', params);
}

export const reminderWorker = (ctx: AppContext) =>
  worker(classReminderJob, (data) => sendReminder(ctx, data));
