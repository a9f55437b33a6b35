import type { StudentUpdateBody } from '@sabora/contract';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { students, users } from '../../db/schema/index.js';
import { accountWasClosed } from '../auth/index.js';
import { linkOrCreateParents } from '../parents/index.js';
import { notifyEnrolments, replaceEnrolments } from './enrolment.js';

/** Statuses whose account may sign in: a graduate keeps read access to their history. */
const SIGN_IN_STATUSES = new Set(['active', 'graduated']);

/**
 * Writes a checked change of one student (the Edit form's or an import row's) in the caller's
 * transaction: account fields, profile, a new parent's account, and enrolments with their notices.
 */
export async function applyUpdate(
  tx: Tx,
  existing: typeof students.$inferSelect,
  body: StudentUpdateBody,
): Promise<void> {
  const parentEmail = body.parentEmail?.toLowerCase() ?? existing.parentEmail;
  const parent = {
    name: body.parentName ?? existing.parentName,
    email: parentEmail,
    phone: body.parentPhone ?? existing.parentPhone,
  };
  const userChanges = {
    ...(body.firstName !== undefined && { firstName: body.firstName }),
    ...(body.lastName !== undefined && { lastName: body.lastName }),
    ...(body.phone !== undefined && { phone: body.phone || null }),
    ...(body.status !== undefined && { isActive: SIGN_IN_STATUSES.has(body.status) }),
  };
  if (Object.keys(userChanges).length > 0) {
    await tx
      .update(users)
      .set({ ...userChanges, updatedAt: new Date() })
      .where(eq(users.id, existing.userId));
    if (userChanges.isActive === false) await accountWasClosed(tx, existing.userId);
  }
  if (parentEmail !== existing.parentEmail.toLowerCase()) await linkOrCreateParents(tx, [parent]);
  await tx
    .update(students)
    .set({
      system: body.system ?? existing.system,
      academicYear: body.academicYear ?? existing.academicYear,
      status: body.status ?? existing.status,
      parentName: parent.name,
      parentEmail: parent.email,
      parentPhone: parent.phone,
      updatedAt: new Date(),
    })
    .where(eq(students.id, existing.id));
  if (body.subjects) {
    const added = await replaceEnrolments(tx, existing.id, body.subjects);
    await notifyEnrolments(
      tx,
      added.map((subjectId) => ({ userId: existing.userId, subjectId })),
    );
  }
}
