import type {
  CreateVirtualClassBody,
  StaffVirtualClass,
  VirtualClassBody,
  VirtualClassStatus,
} from '@sabora/contract';
import { and, asc, count, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { activelyEnrolledIn, enrolledStudentUserIds, visibleSubjects } from '../../access/index.js';
import type { AppContext } from '../../context.js';
import type { Db, Tx } from '../../db/client.js';
import {
  studentSubjects,
  students,
  subjects,
  subjectTeachers,
  type UserRow,
  users,
  virtualClassEnrollments,
  virtualClasses,
} from '../../db/schema/index.js';
import { moment } from '../../lib/i18n/messages.js';
import { likePattern } from '../../lib/like-pattern.js';
import { paginate } from '../../lib/paging.js';
import { badRequest, conflict, forbidden, notFound } from '../../plugins/errors.js';
import { recordAudit } from '../audit/index.js';
import { notify } from '../notifications/index.js';
import { noticeCancellation, scheduleReminders } from './reminders.js';
import { refuseDuplicate, startsOf } from './schedule.js';
import { effectiveStatus } from './status.js';

type ClassRow = typeof virtualClasses.$inferSelect;

/** Classes of the subjects a staff member manages (teachers: theirs; admins: all). */
const inScope = (db: Db, user: UserRow) =>
  user.role === 'admin'
    ? undefined
    : inArray(
        virtualClasses.subjectId,
        db.select({ id: subjects.id }).from(subjects).where(visibleSubjects(db, user)),
      );

/** The staff reply of classes: subject, teacher, status from the clock, enrolled students (one query each). */
async function present(db: Db | Tx, ids: readonly string[]): Promise<StaffVirtualClass[]> {
  if (ids.length === 0) return [];
  const [rows, enrolled] = await Promise.all([
    db
      .select({
        row: virtualClasses,
        status: effectiveStatus.as('status'),
        subjectName: subjects.name,
        teacher: { firstName: users.firstName, lastName: users.lastName },
      })
      .from(virtualClasses)
      .innerJoin(subjects, eq(subjects.id, virtualClasses.subjectId))
      .leftJoin(users, eq(users.id, virtualClasses.teacherId))
      .where(inArray(virtualClasses.id, [...ids])),
    db
      .select({
        classId: virtualClassEnrollments.classId,
        enrolledAt: virtualClassEnrollments.enrolledAt,
        joinedAt: virtualClassEnrollments.joinedAt,
        id: students.id,
        studentId: students.studentId,
        firstName: users.firstName,
        lastName: users.lastName,
      })
      .from(virtualClassEnrollments)
      .innerJoin(students, eq(students.id, virtualClassEnrollments.studentId))
      .innerJoin(users, eq(users.id, students.userId))
      .where(inArray(virtualClassEnrollments.classId, [...ids]))
      .orderBy(asc(users.lastName), asc(users.firstName)),
  ]);
  const byId = new Map(rows.map((r) => [r.row.id, r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    if (!r) return [];
    return [
      {
        _id: r.row.id,
        title: r.row.title,
        description: r.row.description,
        subject: { _id: r.row.subjectId, name: r.subjectName },
        teacher: r.row.teacherId && r.teacher ? { _id: r.row.teacherId, ...r.teacher } : null,
        scheduledDate: r.row.scheduledDate.toISOString(),
        duration: r.row.durationMinutes,
        meetingLink: r.row.meetingLink,
        meetingId: r.row.meetingId,
        meetingPassword: r.row.meetingPassword,
        platform: r.row.platform,
        maxParticipants: r.row.maxParticipants,
        academicYear: r.row.academicYear,
        agenda: r.row.agenda,
        autoEnrollStudents: r.row.autoEnrollStudents,
        status: r.status as VirtualClassStatus,
        enrolledStudents: enrolled
          .filter((e) => e.classId === id)
          .map((e) => ({
            student: {
              _id: e.id,
              studentId: e.studentId,
              user: { firstName: e.firstName, lastName: e.lastName },
            },
            enrolledDate: e.enrolledAt.toISOString(),
            joinedAt: e.joinedAt?.toISOString() ?? null,
          })),
      },
    ];
  });
}

interface ListQuery {
  page: number;
  limit: number;
  subject?: string;
  teacher?: string;
  status?: VirtualClassStatus;
  search?: string;
}

/** Staff list (staff spec §2): filters by subject, teacher, status (as the clock makes it) and text. */
export async function listClasses(ctx: AppContext, user: UserRow, query: ListQuery) {
  const pattern = query.search ? likePattern(query.search) : undefined;
  const where = and(
    inScope(ctx.db, user),
    query.subject ? eq(virtualClasses.subjectId, query.subject) : undefined,
    query.teacher ? eq(virtualClasses.teacherId, query.teacher) : undefined,
    query.status ? sql`${effectiveStatus} = ${query.status}` : undefined,
    pattern
      ? or(
          ilike(virtualClasses.title, pattern),
          ilike(subjects.name, pattern),
          ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
        )
      : undefined,
  );
  const base = () =>
    ctx.db
      .select({ id: virtualClasses.id })
      .from(virtualClasses)
      .innerJoin(subjects, eq(subjects.id, virtualClasses.subjectId))
      .leftJoin(users, eq(users.id, virtualClasses.teacherId))
      .where(where);
  return paginate(
    query,
    (limit, offset) =>
      base().orderBy(desc(virtualClasses.scheduledDate), asc(virtualClasses.id)).limit(limit).offset(offset),
    () =>
      ctx.db
        .select({ n: count() })
        .from(virtualClasses)
        .innerJoin(subjects, eq(subjects.id, virtualClasses.subjectId))
        .leftJoin(users, eq(users.id, virtualClasses.teacherId))
        .where(where),
    (rows) =>
      present(
        ctx.db,
        rows.map((r) => r.id),
      ),
  );
}

/** The teachers a class may be given: admins pick any active teacher; a teacher only themselves. */
export async function classTeachers(ctx: AppContext, user: UserRow) {
  return ctx.db
    .select({ _id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(
      and(
        eq(users.role, 'teacher'),
        eq(users.isActive, true),
        user.role === 'teacher' ? eq(users.id, user.id) : undefined,
      ),
    )
    .orderBy(asc(users.lastName), asc(users.firstName));
}

async function subjectInScope(db: Db | Tx, user: UserRow, subjectId: string) {
  const [row] = await db
    .select({ id: subjects.id })
    .from(subjects)
    .where(and(eq(subjects.id, subjectId), visibleSubjects(db as Db, user)))
    .limit(1);
  if (!row) throw notFound('subjectNotFound');
}

export async function teachersOfSubject(ctx: AppContext, user: UserRow, subjectId: string) {
  await subjectInScope(ctx.db, user, subjectId);
  return ctx.db
    .select({
      _id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      isPrimary: subjectTeachers.isPrimary,
    })
    .from(subjectTeachers)
    .innerJoin(users, eq(users.id, subjectTeachers.teacherId))
    .where(and(eq(subjectTeachers.subjectId, subjectId), eq(users.isActive, true)))
    .orderBy(desc(subjectTeachers.isPrimary), asc(users.lastName));
}

/** Staff spec §3 "Student for enrolment": _id, studentId, user (firstName, lastName). */
const studentColumns = {
  _id: students.id,
  studentId: students.studentId,
  user: { firstName: users.firstName, lastName: users.lastName },
};

/** Every active student (admins enrol across subjects). */
export async function allStudents(ctx: AppContext) {
  return ctx.db
    .select(studentColumns)
    .from(students)
    .innerJoin(users, eq(users.id, students.userId))
    .where(and(eq(students.status, 'active'), eq(users.isActive, true)))
    .orderBy(asc(users.lastName), asc(users.firstName));
}

/** The students actively enrolled in a subject (access/'s rule, and a usable account): who a class of it may enrol. */
function subjectStudents(db: Db | Tx, subjectId: string) {
  return db
    .select(studentColumns)
    .from(studentSubjects)
    .innerJoin(students, eq(students.id, studentSubjects.studentId))
    .innerJoin(subjects, eq(subjects.id, studentSubjects.subjectId))
    .innerJoin(users, eq(users.id, students.userId))
    .where(and(activelyEnrolledIn(subjectId), eq(users.isActive, true)))
    .orderBy(asc(users.lastName), asc(users.firstName));
}

export async function studentsOfSubject(ctx: AppContext, user: UserRow, subjectId: string) {
  await subjectInScope(ctx.db, user, subjectId);
  return subjectStudents(ctx.db, subjectId);
}

/** Staff spec §3 "Virtual class statistics", over the classes in the caller's scope. */
export async function classStats(ctx: AppContext, user: UserRow) {
  const scope = inScope(ctx.db, user);
  const status = sql<string>`${effectiveStatus}`;
  const [byStatus, byPlatform, bySubject] = await Promise.all([
    ctx.db.select({ status, n: count() }).from(virtualClasses).where(scope).groupBy(status),
    ctx.db
      .select({ platform: virtualClasses.platform, n: count() })
      .from(virtualClasses)
      .where(scope)
      .groupBy(virtualClasses.platform),
    ctx.db
      .select({ subjectName: subjects.name, n: count() })
      .from(virtualClasses)
      .innerJoin(subjects, eq(subjects.id, virtualClasses.subjectId))
      .where(scope)
      .groupBy(subjects.name)
      .orderBy(desc(count()), asc(subjects.name)),
  ]);
  const of = (s: VirtualClassStatus) => byStatus.find((r) => r.status === s)?.n ?? 0;
  return {
    totalClasses: byStatus.reduce((sum, r) => sum + r.n, 0),
    scheduledClasses: of('scheduled'),
    inProgressClasses: of('in-progress'),
    completedClasses: of('completed'),
    cancelledClasses: of('cancelled'),
    platformStats: byPlatform.map((r) => ({ _id: r.platform, count: r.n })),
    subjectStats: bySubject.map((r) => ({ subjectName: r.subjectName, count: r.n })),
  };
}

/**
 * The teacher of a class: a teacher is always themselves (staff spec §6); an admin must name a
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
 * students up to the seat limit. The subject's students are told once, of the first class (DESIGN §3).
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

/** A class the staff member manages, or 404. */
export async function classInScope(db: Db | Tx, user: UserRow, id: string): Promise<ClassRow> {
  const [row] = await db
    .select({ row: virtualClasses })
    .from(virtualClasses)
    .where(and(eq(virtualClasses.id, id), inScope(db as Db, user)))
    .limit(1);
  if (!row) throw notFound('virtualClassNotFound');
  return row.row;
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

/**
 * Enrols students (admins only, staff spec §6): each must be actively enrolled in the class's
 * subject; the seat limit holds (the class row is locked, so concurrent enrolments cannot pass
 * it). Students already enrolled are left as they are. The newly enrolled are notified.
 */
export async function enrollStudents(ctx: AppContext, user: UserRow, id: string, studentIds: string[]) {
  if (user.role !== 'admin') throw forbidden('teachersCannotEnrol');
  return ctx.db.transaction(async (tx) => {
    const [locked] = await tx
      .select()
      .from(virtualClasses)
      .where(eq(virtualClasses.id, id))
      .for('update')
      .limit(1);
    if (!locked) throw notFound('virtualClassNotFound');
    const eligible = new Map((await subjectStudents(tx, locked.subjectId)).map((s) => [s._id, s]));
    const outside = studentIds.filter((s) => !eligible.has(s));
    if (outside.length > 0) throw badRequest('studentsNotInClassSubject', { count: outside.length });
    const existing = await tx
      .select({ studentId: virtualClassEnrollments.studentId })
      .from(virtualClassEnrollments)
      .where(eq(virtualClassEnrollments.classId, id));
    const already = new Set(existing.map((e) => e.studentId));
    const fresh = studentIds.filter((s) => !already.has(s));
    if (existing.length + fresh.length > locked.maxParticipants) {
      throw conflict('classSeatsLeft', { count: locked.maxParticipants - existing.length });
    }
    if (fresh.length > 0) {
      await tx.insert(virtualClassEnrollments).values(fresh.map((studentId) => ({ classId: id, studentId })));
      const userIds = await tx
        .select({ id: students.userId })
        .from(students)
        .where(inArray(students.id, fresh));
      await notify(
        tx,
        userIds.map((u) => u.id),
        { notice: 'enrolledInVirtualClass', params: { title: locked.title }, link: '/virtual-classes' },
      );
    }
    return {
      message: 'Students enrolled successfully!',
      enrolledCount: fresh.length,
    };
  });
}
