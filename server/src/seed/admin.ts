import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { users } from '../db/schema/index.js';
import { hashPassword } from '../lib/passwords.js';

/** Creates the ADMIN_EMAIL/ADMIN_PASSWORD admin when the database has no admin yet. */
export async function ensureAdmin(
  db: Db,
  admin: { email: string; password: string } | undefined,
): Promise<string | undefined> {
  if (!admin) return undefined;
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).limit(1);
  if (existing) return undefined;
  await db
    .insert(users)
    .values({
      role: 'admin',
      firstName: 'School',
      lastName: 'Admin',
      email: admin.email.toLowerCase(),
      passwordHash: await hashPassword(admin.password),
      emailVerifiedAt: new Date(),
    })
    .onConflictDoNothing();
  return admin.email.toLowerCase();
}
