import type { ProfileBody, Settings } from '@sabora/contract';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { files, type UserRow, users } from '../../db/schema/index.js';
import { notFound } from '../../plugins/errors.js';
import type { StoredUpload } from '../../plugins/uploads.js';
import { discardUploads, recordUploads } from '../../plugins/uploads.js';
import { saveParentProfile } from '../parents/index.js';

export const settingsOf = (user: UserRow): Settings => ({
  language: user.language as Settings['language'],
  theme: user.theme as Settings['theme'],
  emailNotifications: user.emailNotifications,
});

export async function saveSettings(ctx: AppContext, userId: string, settings: Settings): Promise<Settings> {
  const [user] = await ctx.db
    .update(users)
    .set({ ...settings, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning();
  if (!user) throw notFound('userNotFound');
  return settingsOf(user);
}

/** Saves a user's own name and phone; a parent's phone is what they sign in with (parents module). */
export async function updateProfile(ctx: AppContext, me: UserRow, body: ProfileBody): Promise<UserRow> {
  if (me.role === 'parent') return saveParentProfile(ctx, me, body);
  const [user] = await ctx.db
    .update(users)
    .set({
      firstName: body.firstName,
      lastName: body.lastName,
      phone: body.phone || null,
      updatedAt: new Date(),
    })
    .where(eq(users.id, me.id))
    .returning();
  if (!user) throw notFound('userNotFound');
  return user;
}

/** Replaces the profile picture; the old file's bytes are removed once the new one is recorded. */
export async function replaceAvatar(ctx: AppContext, user: UserRow, upload: StoredUpload): Promise<UserRow> {
  let previous: { storageKey: string } | undefined;
  try {
    const updated = await ctx.db.transaction(async (tx) => {
      if (user.avatarFileId) {
        [previous] = await tx.delete(files).where(eq(files.id, user.avatarFileId)).returning();
      }
      const [file] = await recordUploads(tx, [upload], user.id);
      const [row] = await tx
        .update(users)
        .set({ avatarFileId: file!.id, updatedAt: new Date() })
        .where(eq(users.id, user.id))
        .returning();
      return row!;
    });
    if (previous) await ctx.storage.remove(previous.storageKey);
    return updated;
  } catch (error) {
    await discardUploads(ctx.storage, [upload]);
    throw error;
  }
}

export async function findAvatar(ctx: AppContext, userId: string) {
  const [row] = await ctx.db
    .select({ file: files })
    .from(users)
    .innerJoin(files, eq(files.id, users.avatarFileId))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) throw notFound('noProfilePicture');
  return row.file;
}
