import { eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { students, type UserRow, virtualClassEnrollments, virtualClasses } from '../../db/schema/index.js';
import { badRequest, conflict, forbidden, notFound } from '../../plugins/errors.js';
import { notify } from '../notifications/index.js';
import { subjectStudents } from './people.js';

/**
 * Enrols students (admins only): each must be actively enrolled in the class's
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
