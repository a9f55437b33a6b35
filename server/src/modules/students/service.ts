import {
  STUDENT_EXPORT_COLUMNS,
  type Student,
  type StudentBody,
  type StudentUpdateBody,
  type StudentWithAccountBody,
} from '@sabora/contract';
import { and, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import { files, students, type UserRow, users } from '../../db/schema/index.js';
import { toCsv } from '../../lib/csv.js';
import { likePattern } from '../../lib/like-pattern.js';
import { paginate } from '../../lib/paging.js';
import { hashPassword } from '../../lib/passwords.js';
import { pgErrorCode } from '../../lib/pg-errors.js';
import { preparedOnce } from '../../lib/prepared.js';
import { badRequest, conflict, notFound } from '../../plugins/errors.js';
import { recordAudit } from '../audit/index.js';
import { accountWasClosed, findUserByEmail, insertAccount, sendVerification } from '../auth/index.js';
import { linkOrCreateParents } from '../parents/index.js';
import { checkEnrolments, enrolledSubjects, notifyEnrolments, replaceEnrolments } from './enrolment.js';
import { presentByIds, presentStudents, studentColumns } from './present.js';
import { insertProfiles } from './profile.js';
import { applyUpdate } from './update.js';

export interface StudentFilters {
  search?: string | undefined;
  system?: Student['system'] | undefined;
  status?: string | undefined;
}

const FILTERS = ['search', 'system', 'status'] as const;

/**
 * The filters as a condition, with the values given — or, `prepared`, with placeholders of the
 * same names (valued by `filterValues`) for a statement prepared once per set of filters given.
 */
function studentFilter(filters: StudentFilters, prepared = false): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filters.search) {
    const pattern = prepared ? sql.placeholder('search') : likePattern(filters.search);
    conditions.push(
      or(
        ilike(users.firstName, pattern),
        ilike(users.lastName, pattern),
        ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
        ilike(users.email, pattern),
        ilike(students.studentId, pattern),
        ilike(students.parentName, pattern),
        ilike(students.parentEmail, pattern),
        ilike(students.parentPhone, pattern),
      ),
    );
  }
  if (filters.system)
    conditions.push(eq(students.system, prepared ? sql.placeholder('system') : filters.system));
  if (filters.status)
    conditions.push(eq(students.status, prepared ? sql.placeholder('status') : filters.status));
  return and(...conditions);
}

/** The values of a prepared `studentFilter`'s placeholders: the search as a LIKE pattern. */
const filterValues = (filters: StudentFilters) => ({
  search: filters.search ? likePattern(filters.search) : undefined,
  system: filters.system,
  status: filters.status,
});

const newestFirst = [desc(students.createdAt), desc(students.studentId)];

/**
 * The page and the count of the students list, prepared once per set of filters given (built
 * and planned on every visit, planning took longer than running them).
 */
function listStatements(ctx: AppContext, filters: StudentFilters) {
  const name = ['students_list', ...FILTERS.filter((filter) => filters[filter])].join('_');
  return preparedOnce(ctx.db, name, () => {
    const where = studentFilter(filters, true);
    return {
      page: ctx.db
        .select(studentColumns)
        .from(students)
        .innerJoin(users, eq(users.id, students.userId))
        .where(where)
        .orderBy(...newestFirst)
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset'))
        .prepare(name),
      count: ctx.db
        .select({ n: count() })
        .from(students)
        .innerJoin(users, eq(users.id, students.userId))
        .where(where)
        .prepare(`${name}_count`),
    };
  });
}

export async function listStudents(ctx: AppContext, query: StudentFilters & { page: number; limit: number }) {
  const statements = listStatements(ctx, query);
  const values = filterValues(query);
  return paginate(
    query,
    (limit, offset) => statements.page.execute({ ...values, limit, offset }),
    () => statements.count.execute(values),
    (rows) => presentStudents(ctx.db, rows),
  );
}

async function findStudent(ctx: AppContext, id: string) {
  const [row] = await ctx.db.select().from(students).where(eq(students.id, id)).limit(1);
  if (!row) throw notFound('studentNotFound');
  return row;
}

/**
 * The second step of adding a student: the profile of an account registered in
 * step one. A refusal changes nothing (the account stays), so step two can simply be retried.
 */
export async function createStudent(ctx: AppContext, body: StudentBody): Promise<Student> {
  const [user] = await ctx.db.select().from(users).where(eq(users.id, body.user)).limit(1);
  if (!user) throw badRequest('userNotRegistered');
  if (user.role !== 'student') throw badRequest('userNotStudent', { role: user.role });
  const [existing] = await ctx.db
    .select({ id: students.id })
    .from(students)
    .where(eq(students.userId, user.id))
    .limit(1);
  if (existing) throw conflict('studentHasProfile');
  await checkEnrolments(ctx.db, body.system, body.subjects);
  // The unique user id on profiles turns a concurrent second profile into a 409 (insertProfiles).
  const profile = await ctx.db.transaction((tx) => insertProfile(tx, user.id, body));
  return (await presentByIds(ctx.db, [profile.id]))[0]!;
}

/** Both steps in one transaction: the account and its profile are created together or not at all. */
export async function createStudentWithAccount(
  ctx: AppContext,
  body: StudentWithAccountBody,
): Promise<Student> {
  if (await findUserByEmail(ctx, body.email)) throw conflict('emailFieldTaken');
  await checkEnrolments(ctx.db, body.system, body.subjects);
  const passwordHash = await hashPassword(body.password); // before the transaction: it takes a while
  const { user, profile } = await ctx.db.transaction(async (tx) => {
    const user = await insertAccount(tx, { ...body, role: 'student' }, passwordHash);
    return { user, profile: await insertProfile(tx, user.id, body) };
  });
  await sendVerification(ctx, user);
  return (await presentByIds(ctx.db, [profile.id]))[0]!;
}

/** The profile, its parent account and its enrolments, in the caller's transaction. */
async function insertProfile(tx: Tx, userId: string, body: Omit<StudentBody, 'user'>) {
  await linkOrCreateParents(tx, [
    { name: body.parentName, email: body.parentEmail, phone: body.parentPhone },
  ]);
  const [row] = await insertProfiles(tx, [
    {
      userId,
      system: body.system,
      academicYear: body.academicYear,
      parentName: body.parentName,
      parentEmail: body.parentEmail.toLowerCase(),
      parentPhone: body.parentPhone,
    },
  ]);
  const added = await replaceEnrolments(tx, row!.id, body.subjects);
  await notifyEnrolments(
    tx,
    added.map((subjectId) => ({ userId, subjectId })),
  );
  return row!;
}

export async function updateStudent(ctx: AppContext, id: string, body: StudentUpdateBody): Promise<Student> {
  const existing = await findStudent(ctx, id);
  const system = body.system ?? existing.system;
  if (body.subjects) {
    await checkEnrolments(ctx.db, system, body.subjects);
  } else if (system !== existing.system) {
    // Kept enrolments must fit the new system too.
    const misfit = (await enrolledSubjects(ctx.db, existing.id)).find((e) => e.system !== system);
    if (misfit) throw badRequest('systemMismatch', { subject: misfit.name, system });
  }
  await ctx.db.transaction((tx) => applyUpdate(tx, existing, body));
  return (await presentByIds(ctx.db, [id]))[0]!;
}

/**
 * A deleted student is deactivated (history kept) unless the admin
 * erases the account explicitly.
 */
export async function deleteStudent(ctx: AppContext, actor: UserRow, id: string, erase: boolean) {
  const student = await findStudent(ctx, id);
  const [account] = await ctx.db.select().from(users).where(eq(users.id, student.userId)).limit(1);
  const audit = (tx: Tx) =>
    recordAudit(tx, actor, {
      action: erase ? 'student.delete' : 'student.deactivate',
      entity: 'student',
      entityId: id,
      params: { name: `${account?.firstName} ${account?.lastName}`, studentId: student.studentId },
      before: { studentId: student.studentId, email: account?.email, status: student.status },
      after: erase ? null : { status: 'inactive' },
    });
  if (!erase) {
    await ctx.db.transaction(async (tx) => {
      await audit(tx);
      await tx.update(students).set({ status: 'inactive', updatedAt: new Date() }).where(eq(students.id, id));
      await tx
        .update(users)
        .set({ isActive: false, updatedAt: new Date() })
        .where(eq(users.id, student.userId));
      await accountWasClosed(tx, student.userId);
    });
    return;
  }
  const avatar = await ctx.db
    .transaction(async (tx) => {
      await audit(tx);
      const [user] = await tx.delete(users).where(eq(users.id, student.userId)).returning();
      if (!user?.avatarFileId) return undefined;
      const [file] = await tx.delete(files).where(eq(files.id, user.avatarFileId)).returning();
      return file;
    })
    .catch((error: unknown) => {
      if (pgErrorCode(error) === '23503') {
        throw conflict('studentEraseHeld');
      }
      throw error;
    });
  if (avatar) await ctx.storage.remove(avatar.storageKey);
}

/**
 * students.csv: the import columns without the password (STUDENT_EXPORT_COLUMNS); subjects as codes
 * joined by ';'. Importing it again changes nothing (docs/decisions.md, "Import and export are one format").
 */
export async function exportStudents(ctx: AppContext, filters: StudentFilters): Promise<string> {
  const rows = await ctx.db
    .select(studentColumns)
    .from(students)
    .innerJoin(users, eq(users.id, students.userId))
    .where(studentFilter(filters))
    .orderBy(...newestFirst);
  const presented = await presentStudents(ctx.db, rows);
  return toCsv([
    STUDENT_EXPORT_COLUMNS,
    ...presented.map((s) => {
      const cells: Record<(typeof STUDENT_EXPORT_COLUMNS)[number], string> = {
        studentId: s.studentId,
        firstName: s.user.firstName,
        lastName: s.user.lastName,
        email: s.user.email,
        phone: s.user.phone ?? '',
        system: s.system,
        academicYear: s.academicYear,
        status: s.status,
        parentName: s.parentName,
        parentEmail: s.parentEmail,
        parentPhone: s.parentPhone,
        subjects: s.subjects.map((e) => e.subject.code).join(';'),
      };
      return STUDENT_EXPORT_COLUMNS.map((c) => cells[c]);
    }),
  ]);
}
