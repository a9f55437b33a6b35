import type { Notification } from '@sabora/contract';
import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Db, Tx } from '../../db/client.js';
import { notifications, users } from '../../db/schema/index.js';
import { mailJob } from '../../jobs/mail.js';
import {
  fill,
  languageOf,
  type MailKey,
  type MailParams,
  MESSAGES,
  type NoticeKey,
  type NoticeParams,
  writeMail,
} from '../../lib/i18n/messages.js';
import { paginate } from '../../lib/paging.js';
import { notFound } from '../../plugins/errors.js';

/** A notification to write: which text (in each recipient's language), its values, and its link. */
export interface NotificationInput<K extends NoticeKey = NoticeKey> {
  notice: K;
  params: NoticeParams<K>;
  /** Where the notification can be acted on, e.g. '/quiz-students'. */
  link?: string | null;
}

/**
 * Creates one notification per user, written in that user's language setting;
 * other domains call this inside their own transaction.
 */
export async function notify<K extends NoticeKey>(
  db: Db | Tx,
  userIds: readonly string[],
  input: NotificationInput<K>,
): Promise<void> {
  const unique = [...new Set(userIds)];
  for (let from = 0; from < unique.length; from += NOTIFY_AT_ONCE) {
    await notifyEach(db, unique.slice(from, from + NOTIFY_AT_ONCE), input);
  }
}

/**
 * Recipients written per statement. A statement takes at most 65,535 values and each notification
 * row four, so a subject's whole year group (a new homework for 100,000 students) is
 * written a slice at a time, in the caller's transaction all the same.
 */
export const NOTIFY_AT_ONCE = 5_000;

async function notifyEach<K extends NoticeKey>(db: Db | Tx, userIds: string[], input: NotificationInput<K>) {
  const readers = await db
    .select({ id: users.id, language: users.language })
    .from(users)
    .where(inArray(users.id, userIds));
  if (readers.length === 0) return;
  await db.insert(notifications).values(
    readers.map((reader) => {
      const language = languageOf(reader.language);
      const text = MESSAGES[language].notices[input.notice];
      return {
        userId: reader.id,
        title: fill(text.title, input.params, language),
        message: fill(text.message, input.params, language),
        link: input.link ?? null,
      };
    }),
  );
}

export interface MailRecipient {
  email: string;
  /** The user's e-mail notifications setting (users.emailNotifications). */
  wantsMail: boolean;
  /** The user's language setting (users.language): the mail is written in it. */
  language: string;
}

/**
 * Queues one mail (the `send-mail` job) per recipient who allows e-mail notifications, in the
 * recipient's language. Call it after the transaction that decided it committed
 * (docs/decisions.md, "Job queue").
 */
export async function mailEach<K extends MailKey>(
  ctx: AppContext,
  recipients: readonly MailRecipient[],
  key: K,
  params: MailParams<K>,
) {
  for (const r of recipients) {
    if (r.wantsMail) {
      await ctx.jobs.send(mailJob, { to: r.email, ...writeMail(key, params, languageOf(r.language)) });
    }
  }
}

const present = (row: typeof notifications.$inferSelect): Notification => ({
  _id: row.id,
  title: row.title,
  message: row.message,
  link: row.link,
  read: row.readAt !== null,
  createdAt: row.createdAt.toISOString(),
});

export async function listNotifications(ctx: AppContext, userId: string, page: number, limit: number) {
  const where = eq(notifications.userId, userId);
  return paginate(
    { page, limit },
    (limit, offset) =>
      ctx.db
        .select()
        .from(notifications)
        .where(where)
        .orderBy(desc(notifications.seq))
        .limit(limit)
        .offset(offset),
    () => ctx.db.select({ n: count() }).from(notifications).where(where),
    (rows) => rows.map(present),
  );
}

export async function unreadCount(ctx: AppContext, userId: string): Promise<number> {
  const [row] = await ctx.db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

/** Marks one of the caller's own notifications read; someone else's is reported as not found. */
export async function markRead(ctx: AppContext, userId: string, id: string): Promise<Notification> {
  const [existing] = await ctx.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .limit(1);
  if (!existing) throw notFound('notificationNotFound');
  if (existing.readAt) return present(existing);
  const [row] = await ctx.db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(eq(notifications.id, id))
    .returning();
  return present(row!);
}

export async function markAllRead(ctx: AppContext, userId: string): Promise<number> {
  const rows = await ctx.db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return rows.length;
}
