import type { SubjectFields } from '@sabora/contract';
import { and, asc, count, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { findVisibleSubject, visibleSubjects } from '../../access/index.js';
import type { AppContext } from '../../context.js';
import { files, studentSubjects, subjects, type UserRow } from '../../db/schema/index.js';
import { likePattern } from '../../lib/like-pattern.js';
import { paginate } from '../../lib/paging.js';
import { conflict, notFound } from '../../plugins/errors.js';
import { recordUploads, type StoredUpload } from '../../plugins/uploads.js';
import { recordAudit } from '../audit/index.js';
import { presentSubjects } from './present.js';

export interface SubjectQuery {
  page: number;
  limit: number;
  search?: string;
  system?: 'National' | 'IGCSE' | 'American';
  isActive?: 'true' | 'false';
}

export async function listSubjects(ctx: AppContext, user: UserRow, query: SubjectQuery) {
  const conditions: (SQL | undefined)[] = [visibleSubjects(ctx.db, user)];
  if (query.search) {
    const pattern = likePattern(query.search);
    conditions.push(
      or(ilike(subjects.name, pattern), ilike(subjects.code, pattern), ilike(subjects.description, pattern)),
    );
  }
  if (query.system) conditions.push(eq(subjects.system, query.system));
  if (query.isActive) conditions.push(eq(subjects.isActive, query.isActive === 'true'));
  const where = and(...conditions);
  return paginate(
    query,
    (limit, offset) =>
      ctx.db
        .select()
        .from(subjects)
        .where(where)
        .orderBy(asc(subjects.name), asc(subjects.code))
        .limit(limit)
        .offset(offset),
    () => ctx.db.select({ n: count() }).from(subjects).where(where),
    (rows) => presentSubjects(ctx.db, rows),
  );
}

export async function getSubject(ctx: AppContext, user: UserRow, id: string) {
  const [subject] = await presentSubjects(ctx.db, [await findVisibleSubject(ctx.db, user, id)]);
  return subject!;
}

/** Named as the field at fault, so the subject form shows it under Code. */
async function assertCodeFree(ctx: AppContext, code: string, exceptId?: string) {
  const [clash] = await ctx.db
    .select({ id: subjects.id })
    .from(subjects)
    .where(sql`upper(${subjects.code}) = ${code.toUpperCase()}`)
    .limit(1);
  if (clash && clash.id !== exceptId) throw conflict('subjectCodeTaken', { code });
}

export async function createSubject(
  ctx: AppContext,
  user: UserRow,
  fields: SubjectFields,
  image?: StoredUpload,
) {
  await assertCodeFree(ctx, fields.code);
  const row = await ctx.db.transaction(async (tx) => {
    const [file] = image ? await recordUploads(tx, [image], user.id) : [];
    const [created] = await tx
      .insert(subjects)
      .values({ ...fields, imageFileId: file?.id ?? null })
      .onConflictDoNothing()
      .returning();
    if (!created) throw conflict('subjectCodeTaken', { code: fields.code });
    return created;
  });
  return (await presentSubjects(ctx.db, [row]))[0]!;
}

/** Updates a subject; the image is replaced only when a new one is sent. */
export async function updateSubject(
  ctx: AppContext,
  user: UserRow,
  id: string,
  fields: SubjectFields,
  image?: StoredUpload,
) {
  const existing = await findVisibleSubject(ctx.db, user, id);
  await assertCodeFree(ctx, fields.code, id);
  let replaced: { storageKey: string } | undefined;
  const row = await ctx.db.transaction(async (tx) => {
    let imageFileId = existing.imageFileId;
    if (image) {
      const [file] = await recordUploads(tx, [image], user.id);
      imageFileId = file!.id;
    }
    const [updated] = await tx
      .update(subjects)
      .set({ ...fields, imageFileId, updatedAt: new Date() })
      .where(eq(subjects.id, id))
      .returning();
    if (image && existing.imageFileId) {
      [replaced] = await tx.delete(files).where(eq(files.id, existing.imageFileId)).returning();
    }
    return updated!;
  });
  if (replaced) await ctx.storage.remove(replaced.storageKey);
  return (await presentSubjects(ctx.db, [row]))[0]!;
}

/** Any subject by id (admins manage every subject), or 404. */
export async function findSubject(ctx: AppContext, id: string) {
  const [subject] = await ctx.db.select().from(subjects).where(eq(subjects.id, id)).limit(1);
  if (!subject) throw notFound('subjectNotFound');
  return subject;
}

/** How many student enrolments hold a subject (they must go, or the subject be deactivated, first). */
export async function countEnrolments(ctx: AppContext, subjectId: string) {
  const [enrolled] = await ctx.db
    .select({ n: count() })
    .from(studentSubjects)
    .where(eq(studentSubjects.subjectId, subjectId));
  return enrolled?.n ?? 0;
}

/** Removes a subject with its chapters and image; commands/delete-subject.ts guards it first. */
export async function removeSubject(ctx: AppContext, actor: UserRow, subject: typeof subjects.$inferSelect) {
  const image = await ctx.db.transaction(async (tx) => {
    await tx.delete(subjects).where(eq(subjects.id, subject.id));
    await recordAudit(tx, actor, {
      action: 'subject.delete',
      entity: 'subject',
      entityId: subject.id,
      params: { name: subject.name, code: subject.code },
      before: { name: subject.name, code: subject.code, system: subject.system },
    });
    if (!subject.imageFileId) return undefined;
    const [file] = await tx.delete(files).where(eq(files.id, subject.imageFileId)).returning();
    return file;
  });
  if (image) await ctx.storage.remove(image.storageKey);
}
