import { parentLinks } from '@sabora/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import { notifications, users } from '../../db/schema/index.js';
import { jobKind, worker } from '../../jobs/queue.js';
import { moment, word } from '../../lib/i18n/messages.js';
import { type UnsubmittedWork, unsubmittedWork } from '../assignments/index.js';
import { mailEach, notify } from '../notifications/index.js';

/**
 * Parents hear when a child's work goes missing (issue 18, item 5): a homework, exam or quiz of the
 * child's active subject whose due date passed without a hand-in. A check runs every
 * MISSING_WORK_CHECK_SECONDS through the job queue; each (parent, child, work) is told once.
 */

/** Work due longer ago than this is not looked at: a new install does not announce old history. */
const LOOK_BACK_MS = 7 * 24 * 60 * 60 * 1000;
/** At most this many notices a check; the rest come with the next check. */
const BATCH = 500;
/** Any fixed number: the advisory lock that keeps two processes from checking at once. */
const LOCK_KEY = 18_005;

interface MissingRow extends UnsubmittedWork {
  parent_id: string;
  parent_email: string;
  wants_mail: boolean;
  parent_language: string;
}

/**
 * Work due in (now − 7 days, now] a student did not hand in (the shared definition), with the
 * student's parent account (active, a parent, the email on the student's record).
 */
async function missingWork(tx: Tx, now: Date): Promise<MissingRow[]> {
  const missing = await unsubmittedWork(tx, new Date(now.getTime() - LOOK_BACK_MS), now);
  const emails = [...new Set(missing.map((row) => row.parent_email.toLowerCase()))];
  if (emails.length === 0) return [];
  const parents = await tx
    .select({
      id: users.id,
      email: users.email,
      wantsMail: users.emailNotifications,
      language: users.language,
    })
    .from(users)
    .where(
      and(eq(users.role, 'parent'), eq(users.isActive, true), inArray(sql`lower(${users.email})`, emails)),
    );
  const byEmail = new Map(parents.map((p) => [p.email.toLowerCase(), p]));
  return missing.flatMap((row) => {
    const parent = byEmail.get(row.parent_email.toLowerCase());
    return parent
      ? [
          {
            ...row,
            parent_id: parent.id,
            parent_email: parent.email,
            wants_mail: parent.wantsMail,
            parent_language: parent.language,
          },
        ]
      : [];
  });
}

/** The values of a missing-work notice and mail about one row. */
const noticeParams = (c: MissingRow) => ({
  childFullName: `${c.first_name} ${c.last_name}`,
  kind: word(c.type),
  title: c.title,
  subject: c.subject_name,
  due: moment(new Date(c.due_date)),
});

/**
 * Tells each parent, once, of each piece of their children's work that went missing: in-app in
 * one transaction, then by mail to those who allow it. Returns how many notices were written.
 * The notice's link (the child's missing work on /dashboard, anchored on the item) is what marks
 * it told, so no table of its own is needed and a check that runs twice tells no one twice.
 */
export async function notifyMissingWork(ctx: AppContext, now = new Date()) {
  const told = await ctx.db.transaction(async (tx) => {
    const { rows: locked } = await tx.execute<{ ok: boolean }>(
      sql`select pg_try_advisory_xact_lock(${LOCK_KEY}) as ok`,
    );
    if (!locked[0]?.ok) return [];
    const candidates = (await missingWork(tx, now)).map((row) => ({
      ...row,
      link: parentLinks.missing(row.student_id, row.work_id),
    }));
    if (candidates.length === 0) return [];
    const already = new Set<string>();
    for (let i = 0; i < candidates.length; i += BATCH) {
      const slice = candidates.slice(i, i + BATCH);
      const rows = await tx
        .select({ userId: notifications.userId, link: notifications.link })
        .from(notifications)
        .where(
          and(
            inArray(notifications.userId, [...new Set(slice.map((c) => c.parent_id))]),
            inArray(
              notifications.link,
              slice.map((c) => c.link),
            ),
          ),
        );
      for (const r of rows) already.add(`${r.userId} ${r.link}`);
    }
    const fresh = candidates.filter((c) => !already.has(`${c.parent_id} ${c.link}`)).slice(0, BATCH);
    for (const c of fresh) {
      await notify(tx, [c.parent_id], { notice: 'childMissingWork', params: noticeParams(c), link: c.link });
    }
    return fresh;
  });
  for (const c of told) {
    await mailEach(
      ctx,
      [{ email: c.parent_email, wantsMail: c.wants_mail, language: c.parent_language }],
      'childMissingWork',
      { ...noticeParams(c), child: c.first_name, link: `${ctx.config.publicUrl}${c.link}` },
    );
  }
  return told.length;
}

const missingWorkJob = jobKind<Record<string, never>>({
  name: 'missing-work-check',
  policy: 'short',
  retryLimit: 0,
});
const SINGLETON = { singletonKey: 'missing-work-check' };

/**
 * The check as a job that queues its successor first: the chain survives restarts (it is a row),
 * several processes keep one chain (the 'short' policy keeps one waiting job), and a failed check
 * is simply the next one's to catch up on.
 */
export function missingWorkWorker(ctx: AppContext) {
  return worker(missingWorkJob, async () => {
    const seconds = ctx.config.missingWorkCheckSeconds;
    if (seconds > 0) {
      await ctx.jobs.send(
        missingWorkJob,
        {},
        { startAfter: new Date(Date.now() + seconds * 1000), ...SINGLETON },
      );
    }
    await notifyMissingWork(ctx);
  });
}

/** Starts the chain (at start-up, after the workers): a no-op if one is already waiting. */
export async function startMissingWorkChecks(ctx: AppContext) {
  if (ctx.config.missingWorkCheckSeconds > 0) await ctx.jobs.send(missingWorkJob, {}, SINGLETON);
}
