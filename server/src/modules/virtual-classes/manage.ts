import type { CreateVirtualClassBody, VirtualClassBody } from '@sabora/contract';
import { and, count, eq } from 'drizzle-orm';
import { enrolledStudentUserIds } from '../../access/index.js';
import type { AppContext } from '../../context.js';
import type { Db, Tx } from '../../db/client.js';
import {
  subjectTeachers,
  type UserRow,
  virtualClassEnrollments,
  virtualClasses,
} from '../../db/schema/index.js';
import { moment } from '../../lib/i18n/messages.js';
import { badRequest, conflict } from '../../plugins/errors.js';
import { recordAudit } from '../audit/index.js';
import { notify } from '../notifications/index.js';
import { subjectStudents } from './people.js';
import { present } from './present.js';
import { noticeCancellation, scheduleReminders } from './reminders.js';
import { refuseDuplicate, startsOf } from './schedule.js';
import { type ClassRow, classInScope, subjectInScope } from './scope.js';

/** Creating, editing and deleting virtual classes. */

/**
 * The teacher of a class: a teacher is always themselves; an admin must name a
 * teacher who teaches the subject.
 */
async function teacherFor(db: Db | Tx, user: UserRow, subjectId: string, requested: string | undefined) {
  if (user.role === 'teacher') return user.id;
  if (!requested) throw badRequest('teacherRequired');
  const [teaches] = await db
    .select({ id: subjectTeachers.teacherId })
    .from(subjectTeachers)
    .where(and(eq(subjectTeachers.subjectId, subjectId), eq(subjectTeachers.teacherId, requested)))
    .limit(1);
  if (!teaches) throw badRequest('teacherNotOfSubject');
  return requested;
}

const columnsOf = (body: VirtualClassBody, teacherId: string) => ({
  title: body.title,
  description: body.description,
  subjectId: body.subject,
  teacherId,
  scheduledDate: new Date(body.scheduledDate),
  durationMinutes: body.duration,
  meetingLink: body.meetingLink,
  meetingId: body.meetingId,
  meetingPassword: body.meetingPassword,
  platform: body.platform,
  maxParticipants: body.maxParticipants,
  academicYear: body.academicYear,
  agenda: body.agenda,
  autoEnrollStudents: body.autoEnrollStudents,
});

/**
 * Creates a class in a subject of the caller's, or one a week with `repeatWeeklyUntil` (each a class
 * of its own), all in one transaction. A class of the subject at the same start is refused with 409
 * `classDuplicate` unless `allowDuplicate`. With auto-enrol, each class enrols the subject's active
 * students up to the seat limit. The subject's students are told once, of the first class.
 */
export async function createClass(ctx: AppContext, user: UserRow, body: CreateVirtualClassBody) {
  await subjectInScope(ctx.db, user, body.subject);
  const teacherId = await teacherFor(ctx.db, user, body.subject, body.teacher);
  const starts = startsOf(ctx, body);
  const created = await ctx.db.transaction(async (tx) => {
    await refuseDuplicate(tx, body.subject, starts, body.allowDuplicate);
    const rows = await tx
      .insert(virtualClasses)
      .values(
        starts.map((start) => ({
          ...columnsOf(body, teacherId),
          scheduledDate: start,
          status: body.status ?? 'scheduled',
          createdBy: user.id,
        })),
      )
      .returning();
    let autoEnrolledCount = 0;
    if (body.autoEnrollStudents) {
      const roster = (await subjectStudents(tx, body.subject)).slice(0, body.maxParticipants);
      if (roster.length > 0) {
        await tx
          .insert(virtualClassEnrollments)
          .values(rows.flatMap((row) => roster.map((s) => ({ classId: row.id, studentId: s._id }))));
      }
      autoEnrolledCount = roster.length;
    }
    await notify(tx, await enrolledStudentUserIds(tx, body.subject), {
      notice: 'newVirtualClass',
      params: { title: body.title, when: moment(starts[0]!) },
      link: '/virtual-classes',
    });
    const [data] = await present(tx, [rows[0]!.id]);
    return { data: data!, autoEnrolledCount, rows };
  });
  for (const row of created.rows) if (row.status !== 'cancelled') await scheduleReminders(ctx, row);
  return {
    data: created.data,
    autoEnrolledCount: created.autoEnrolledCount,
    createdCount: created.rows.length,
  };
}

/** Edits a class; the seat limit cannot drop below the students already enrolled. */
export async function updateClass(ctx: AppContext, user: UserRow, id: string, body: VirtualClassBody) {
  const before = await classInScope(ctx.db, user, id);
  await subjectInScope(ctx.db, user, body.subject);
  const teacherId = await teacherFor(ctx.db, user, body.subject, body.teacher);
  const cancelling = body.status === 'cancelled' && isAhead(before);
  let mailCancellation: (() => Promise<void>) | undefined;
  const data = await ctx.db.transaction(async (tx) => {
    const [enrolled] = await tx
      .select({ n: count() })
      .from(virtualClassEnrollments)
      .where(eq(virtualClassEnrollments.classId, id));
    if ((enrolled?.n ?? 0) > body.maxParticipants) {
      throw conflict('maxBelowEnrolled', { count: enrolled?.n ?? 0 });
    }
    await tx
      .update(virtualClasses)
      .set({
        ...columnsOf(body, teacherId),
        ...(body.status && { status: body.status }),
        updatedAt: new Date(),
      })
      .where(eq(virtualClasses.id, id));
    if (cancelling) mailCancellation = await noticeCancellation(ctx, tx, before);
    const [data] = await present(tx, [id]);
    return data!;
  });
  await mailCancellation?.();
  // A moved class gets reminders for its new start; those of the old start come due and do nothing.
  if (data.status === 'scheduled')
    await scheduleReminders(ctx, { id, scheduledDate: new Date(data.scheduledDate) });
  return data;
}

/** Whether a class is still to come or running (not cancelled, not over): cancelling it is news. */
const isAhead = (row: ClassRow) =>
  row.status !== 'cancelled' &&
  row.status !== 'completed' &&
  row.scheduledDate.getTime() + row.durationMinutes * 60_000 > Date.now();

/** Deletes a class; deleting one still to come tells its enrolled students it is cancelled. */
export async function deleteClass(ctx: AppContext, user: UserRow, id: string) {
  const row = await classInScope(ctx.db, user, id);
  const mailCancellation = await ctx.db.transaction(async (tx) => {
    const mail = isAhead(row) ? await noticeCancellation(ctx, tx, row) : undefined;
    await tx.delete(virtualClasses).where(eq(virtualClasses.id, id));
    await recordAudit(tx, user, {
      action: 'virtual-class.delete',
      entity: 'virtual-class',
      entityId: id,
      params: { title: row.title },
      before: { title: row.title, subjectId: row.subjectId, scheduledDate: row.scheduledDate },
    });
    return mail;
  });
  await mailCancellation?.();
}
