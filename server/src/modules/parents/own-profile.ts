import type { ProfileBody } from '@sabora/contract';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { type UserRow, users } from '../../db/schema/index.js';
import { mailJob } from '../../jobs/mail.js';
import { languageOf, writeMail } from '../../lib/i18n/messages.js';
import { nationalDigits, samePhone } from '../../lib/phones.js';
import { badRequest, conflict } from '../../plugins/errors.js';
import { recordAudit } from '../audit/index.js';
import { followParent } from './children.js';

/**
 * A parent saving their own profile. Their phone is half of what they sign in with,
 * so it cannot be cleared, nor become a number another parent signs in with; a change is audited
 * and mailed to them (a change they did not make is noticed), and their children's records follow.
 */
export async function saveParentProfile(
  ctx: AppContext,
  parent: UserRow,
  body: ProfileBody,
): Promise<UserRow> {
  const phone = body.phone.trim();
  if (!phone) throw badRequest('parentPhoneRequired');
  const phoneChanged = !samePhone(phone, parent.phone);
  if (phoneChanged) {
    // Every way of writing the number ends with its national digits: those rows are read, then
    // compared as numbers.
    const candidates = await ctx.db
      .select({ phone: users.phone })
      .from(users)
      .where(
        and(
          eq(users.role, 'parent'),
          ne(users.id, parent.id),
          sql`regexp_replace(${users.phone}, '\\D', '', 'g') like ${`%${nationalDigits(phone) ?? ''}`}`,
        ),
      );
    if (candidates.some((other) => samePhone(other.phone, phone))) throw conflict('phoneOfAnotherParent');
  }
  const updated = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ firstName: body.firstName, lastName: body.lastName, phone, updatedAt: new Date() })
      .where(eq(users.id, parent.id))
      .returning();
    await followParent(tx, parent.email, {
      email: parent.email,
      name: `${body.firstName} ${body.lastName}`.trim(),
      phone,
    });
    if (phoneChanged) {
      await recordAudit(tx, parent, {
        action: 'parent.phone',
        entity: 'parent',
        entityId: parent.id,
        params: { name: `${parent.firstName} ${parent.lastName}`, email: parent.email },
        before: { phone: parent.phone },
        after: { phone },
      });
    }
    return row!;
  });
  if (phoneChanged) {
    const mail = writeMail(
      'signInPhoneChanged',
      { firstName: updated.firstName, before: parent.phone ?? '', after: phone },
      languageOf(updated.language),
    );
    await ctx.jobs.send(mailJob, { to: updated.email, ...mail });
  }
  return updated;
}
