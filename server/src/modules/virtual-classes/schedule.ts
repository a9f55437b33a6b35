import { CLASS_REPEAT_MAX_OCCURRENCES, type CreateVirtualClassBody, weeklyStarts } from '@sabora/contract';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import { virtualClasses } from '../../db/schema/index.js';
import { isTimeZone } from '../../lib/i18n/messages.js';
import { badRequest, conflict } from '../../plugins/errors.js';

/**
 * The starts of the classes a create makes: the one asked for, or one a week up to
 * `repeatWeeklyUntil` on the wall clock of the form's time zone (the school's when none is sent).
 */
export function startsOf(ctx: AppContext, body: CreateVirtualClassBody): Date[] {
  const first = new Date(body.scheduledDate);
  if (!body.repeatWeeklyUntil) return [first];
  const timeZone = body.timeZone ?? ctx.config.schoolTimeZone;
  if (!isTimeZone(timeZone)) {
    throw badRequest('invalidField', {
      field: 'timeZone',
      problem: 'must be a time zone name like Africa/Cairo',
    });
  }
  const starts = weeklyStarts(first, body.repeatWeeklyUntil, timeZone, CLASS_REPEAT_MAX_OCCURRENCES);
  if (starts.length === 0) throw badRequest('repeatUntilBeforeStart');
  if (starts.length > CLASS_REPEAT_MAX_OCCURRENCES) {
    throw badRequest('repeatTooMany', { max: CLASS_REPEAT_MAX_OCCURRENCES });
  }
  return starts;
}

/**
 * Refuses (409 `classDuplicate`) a class of a subject that already has one, not cancelled, starting
 * at the same moment as any of `starts`, unless the caller said to go ahead. Two staff creating at
 * once are taken in turn: the subject is locked (an advisory lock) until the transaction ends, so the
 * second sees the first's class.
 */
export async function refuseDuplicate(tx: Tx, subjectId: string, starts: readonly Date[], allow: boolean) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`virtual-class:${subjectId}`}))`);
  if (allow) return;
  const [twin] = await tx
    .select({ title: virtualClasses.title })
    .from(virtualClasses)
    .where(
      and(
        eq(virtualClasses.subjectId, subjectId),
        inArray(virtualClasses.scheduledDate, [...starts]),
        ne(virtualClasses.status, 'cancelled'),
      ),
    )
    .limit(1);
  if (twin) throw conflict('classDuplicate', { title: twin.title });
}
