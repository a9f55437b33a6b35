import type { Teacher, teacherBody, teacherUpdateBody } from '@sabora/contract';
import { and, asc, count, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import { studentSubjects, subjects, subjectTeachers, type UserRow, users } from '../../db/schema/index.js';
import { likePattern } from '../../lib/like-pattern.js';
import { paginate } from '../../lib/paging.js';
import { hashPassword } from '../../lib/passwords.js';
import { conflict, notFound } from '../../plugins/errors.js';
import { recordAudit } from '../audit/index.js';
import {
  accountWasClosed,
  findAccount,
  findUserByEmail,
  passwordWasSet,
  presentAccount,
  register,
} from '../auth/index.js';

async function present(ctx: AppContext, rows: UserRow[]): Promise<Teacher[]> {
  const ids = rows.map((r) => r.id);
  const assignments = ids.length
    ? await ctx.db
        .select({
          teacherId: subjectTeachers.teacherId,
          _id: subjects.id,
          name: subjects.name,
          code: subjects.code,
          isPrimary: subjectTeachers.isPrimary,
        })
        .from(subjectTeachers)
        .innerJoin(subjects, eq(subjects.id, subjectTeachers.subjectId))
        .where(inArray(subjectTeachers.teacherId, ids))
        .orderBy(asc(subjects.name))
    : [];
  return rows.map((row) => ({
    ...presentAccount(row),
    subjects: assignments
      .filter((a) => a.teacherId === row.id)
      .map(({ _id, name, code, isPrimary }) => ({ _id, name, code, isPrimary })),
  }));
}

export async function listTeachers(ctx: AppContext, query: { page: number; limit: number; search?: string }) {
  const conditions: (SQL | undefined)[] = [eq(users.role, 'teacher')];
  if (query.search) {
    const p = likePattern(query.search);
    conditions.push(
      or(ilike(users.firstName, p), ilike(users.lastName, p), ilike(users.email, p), ilike(users.phone, p)),
    );
  }
  const where = and(...conditions);
  return paginate(
    query,
    (limit, offset) =>
      ctx.db
        .select()
        .from(users)
        .where(where)
        .orderBy(asc(users.firstName), asc(users.lastName))
        .limit(limit)
        .offset(offset),
    () => ctx.db.select({ n: count() }).from(users).where(where),
    (rows) => present(ctx, rows),
  );
}

async function findTeacher(ctx: AppContext, id: string): Promise<UserRow> {
  const row = await findAccount(ctx, id, 'teacher');
  if (!row) throw notFound('teacherNotFound');
  return row;
}

export async function createTeacher(ctx: AppContext, body: z.infer<typeof teacherBody>) {
  const user = await register(ctx, { ...body, role: 'teacher' });
  return (await present(ctx, [user]))[0]!;
}

export async function updateTeacher(
  ctx: AppContext,
  actor: UserRow,
  id: string,
  body: z.infer<typeof teacherUpdateBody>,
) {
  const teacher = await findTeacher(ctx, id);
  if (body.email !== teacher.email) {
    const clash = await findUserByEmail(ctx, body.email);
    if (clash && clash.id !== id) throw conflict('emailFieldTaken');
  }
  const passwordChange = body.password
    ? { passwordHash: await hashPassword(body.password), tokenVersion: teacher.tokenVersion + 1 }
    : {};
  const row = await ctx.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(users)
      .set({
        firstName: body.firstName,
        lastName: body.lastName,
        email: body.email,
        phone: body.phone || null,
        ...(body.isActive === undefined ? {} : { isActive: body.isActive }),
        ...passwordChange,
        updatedAt: new Date(),
      })
      .where(eq(users.id, id))
      .returning();
    if (body.password) await passwordWasSet(tx, updated!, actor);
    if (body.isActive === false) await accountWasClosed(tx, id);
    return updated;
  });
  return (await present(ctx, [row!]))[0]!;
}

/**
 * Removes a teacher. One whose name is on students' enrolments is deactivated and unassigned
 * instead, so those records keep saying who taught them (docs/decisions.md, "Keeping data").
 */
export async function deleteTeacher(
  ctx: AppContext,
  actor: UserRow,
  id: string,
): Promise<'deleted' | 'deactivated'> {
  const teacher = await findTeacher(ctx, id);
  const audit = (tx: Tx, outcome: 'deleted' | 'deactivated') =>
    recordAudit(tx, actor, {
      action: outcome === 'deleted' ? 'teacher.delete' : 'teacher.deactivate',
      entity: 'teacher',
      entityId: id,
      params: { name: `${teacher.firstName} ${teacher.lastName}`, email: teacher.email },
      before: { email: teacher.email, isActive: teacher.isActive },
      after: outcome === 'deleted' ? null : { isActive: false },
    });
  const [taught] = await ctx.db
    .select({ n: count() })
    .from(studentSubjects)
    .where(eq(studentSubjects.teacherId, id));
  if ((taught?.n ?? 0) === 0) {
    await ctx.db.transaction(async (tx) => {
      await audit(tx, 'deleted');
      await tx.delete(users).where(eq(users.id, id));
    });
    return 'deleted';
  }
  await ctx.db.transaction(async (tx) => {
    await tx.delete(subjectTeachers).where(eq(subjectTeachers.teacherId, id));
    await tx.update(users).set({ isActive: false, updatedAt: new Date() }).where(eq(users.id, id));
    await accountWasClosed(tx, id);
    await audit(tx, 'deactivated');
  });
  return 'deactivated';
}

/** Assigns a subject; a primary assignment makes every other teacher of the subject non-primary. */
export async function assignSubject(
  ctx: AppContext,
  teacherId: string,
  subjectId: string,
  isPrimary: boolean,
) {
  const teacher = await findTeacher(ctx, teacherId);
  if (!teacher.isActive) throw conflict('teacherInactive');
  const [subject] = await ctx.db.select({ id: subjects.id }).from(subjects).where(eq(subjects.id, subjectId));
  if (!subject) throw notFound('subjectNotFound');
  await ctx.db.transaction(async (tx) => {
    if (isPrimary) {
      await tx
        .update(subjectTeachers)
        .set({ isPrimary: false })
        .where(eq(subjectTeachers.subjectId, subjectId));
    }
    await tx
      .insert(subjectTeachers)
      .values({ subjectId, teacherId, isPrimary })
      .onConflictDoUpdate({
        target: [subjectTeachers.subjectId, subjectTeachers.teacherId],
        set: { isPrimary },
      });
  });
  return (await present(ctx, [teacher]))[0]!;
}

export async function removeAssignment(ctx: AppContext, teacherId: string, subjectId: string) {
  const teacher = await findTeacher(ctx, teacherId);
  const removed = await ctx.db
    .delete(subjectTeachers)
    .where(and(eq(subjectTeachers.teacherId, teacherId), eq(subjectTeachers.subjectId, subjectId)))
    .returning();
  if (removed.length === 0) throw notFound('teacherNotAssigned');
  return (await present(ctx, [teacher]))[0]!;
}
