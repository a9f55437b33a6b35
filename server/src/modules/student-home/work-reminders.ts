import type { AppContext } from '../../context.js';
import { LOCKS } from '../../db/advisory-lock.js';
import { periodicCheck } from '../../jobs/periodic.js';
import { moment, word } from '../../lib/i18n/messages.js';
import { recentlyMissedWork, type UnsubmittedWork, unsubmittedWork } from '../assignments/index.js';
import { mailEach, notify, tellOnce } from '../notifications/index.js';

/**
 * Students hear of their own work (docs/decisions.md, "Due-date reminders"): the day before it is
 * due, while it is not handed in yet, and once it went missing. In-app, and by mail to those who
 * allow it; each (student, work, reminder) once. Their parents hear of missing work from the
 * parents module; all three read the one definition of work not handed in.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
/** Where a student finds each kind of work; the anchor names the work and the reminder. */
const PAGES = { homework: '/homeworks-students', exam: '/exams-students', quiz: '/quiz-students' } as const;

const params = (row: UnsubmittedWork) => ({
  kind: word(row.type),
  title: row.title,
  subject: row.subject_name,
  due: moment(new Date(row.due_date)),
});

/** Tells each student, once, of work due within a day and of work that went missing. */
export async function remindStudentsOfWork(ctx: AppContext, now = new Date()) {
  const remind = (rows: UnsubmittedWork[], notice: 'workDueSoon' | 'workMissing', anchor: string) =>
    rows.map((row) => ({
      ...row,
      userId: row.student_user_id,
      notice,
      link: `${PAGES[row.type]}#${anchor}-${row.work_id}`,
    }));
  const told = await tellOnce(
    ctx.db,
    LOCKS.workReminders,
    async (tx) => [
      ...remind(await unsubmittedWork(tx, now, new Date(now.getTime() + DAY_MS)), 'workDueSoon', 'due'),
      ...remind(await recentlyMissedWork(tx, now), 'workMissing', 'missing'),
    ],
    (tx, c) => notify(tx, [c.userId], { notice: c.notice, params: params(c), link: c.link }),
  );
  for (const c of told) {
    await mailEach(ctx, [{ email: c.email, wantsMail: c.wants_mail, language: c.language }], c.notice, {
      ...params(c),
      firstName: c.first_name,
      link: `${ctx.config.publicUrl}${c.link}`,
    });
  }
  return told.length;
}

/** The check as a periodic job (jobs/periodic.ts), as often as the parents' missing-work check. */
const workReminders = periodicCheck(
  'work-reminders-check',
  (ctx: AppContext) => ctx.config.missingWorkCheckSeconds,
  (ctx) => remindStudentsOfWork(ctx),
);
export const workRemindersWorker = workReminders.worker;
export const startWorkReminders = workReminders.start;
