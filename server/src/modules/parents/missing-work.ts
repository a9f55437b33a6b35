import { parentLinks } from '@sabora/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { LOCKS } from '../../db/advisory-lock.js';
import type { Tx } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { periodicCheck } from '../../jobs/periodic.js';
import { moment, word } from '../../lib/i18n/messages.js';
import { recentlyMissedWork, type UnsubmittedWork } from '../assignments/index.js';
import { mailEach, notify, tellOnce } from '../notifications/index.js';

/**
 * Parents hear when a child's work goes missing: a homework, exam or quiz of the
 * child's active subject whose due date passed without a hand-in. A check runs every
 * MISSING_WORK_CHECK_SECONDS through the job queue; each (parent, child, work) is told once.
 */

type MissingRow = UnsubmittedWork & {
  parent_id: string;
  parent_email: string;
  wants_mail: boolean;
  parent_language: string;
};

/**
 * Work that went missing lately (the shared definition, `recentlyMissedWork`), with the
 * student's parent account (active, a parent, the email on the student's record).
 */
async function missingWork(tx: Tx, now: Date): Promise<MissingRow[]> {
  const missing = await recentlyMissedWork(tx, now);
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

/** Tells each parent, once, of each piece of their children's work that went missing: in-app in
 * one transaction, then by mail to those who allow it. Returns how many notices were written.
 */
export async function notifyMissingWork(ctx: AppContext, now = new Date()) {
  const told = await tellOnce(
    ctx.db,
    LOCKS.missingWorkAlerts,
    async (tx) =>
      (await missingWork(tx, now)).map((row) => ({
        ...row,
        userId: row.parent_id,
        link: parentLinks.missing(row.student_id, row.work_id),
      })),
    (tx, c) => notify(tx, [c.userId], { notice: 'childMissingWork', params: noticeParams(c), link: c.link }),
  );
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

/** The check as a periodic job (jobs/periodic.ts), every MISSING_WORK_CHECK_SECONDS. */
const missingWorkCheck = periodicCheck(
  'missing-work-check',
  (ctx: AppContext) => ctx.config.missingWorkCheckSeconds,
  (ctx) => notifyMissingWork(ctx),
);
export const missingWorkWorker = missingWorkCheck.worker;
export const startMissingWorkChecks = missingWorkCheck.start;
