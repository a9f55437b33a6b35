import {
  type LibraryCreateFields,
  libraryCreateFields,
  libraryRecordingFields,
  libraryUpdateFields,
} from '@sabora/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { enrolledStudentUserIds } from '../../access/index.js';
import type { AppContext } from '../../context.js';
import { chapters, files, libraryItems, subjects, type UserRow } from '../../db/schema/index.js';
import { formObject, parseOrThrow } from '../../lib/validate.js';
import { badRequest, forbidden, notFound } from '../../plugins/errors.js';
import { type ParsedUpload, recordUploads, type StoredUpload } from '../../plugins/uploads.js';
import { removeBytes } from '../assignments/index.js';
import { recordAudit } from '../audit/index.js';
import { notify } from '../notifications/index.js';
import { present, readableItem } from './items.js';
import { manageableSubjects } from './scope.js';

/** The one file of a form (field `file`), if any. */
function fileOf(upload: ParsedUpload): StoredUpload | undefined {
  if (upload.files.length > 1) throw badRequest('oneFileOnly', { field: 'file' });
  return upload.files[0];
}

/** The subject and chapter of a new item: a subject the user manages, a chapter of it. */
async function placement(ctx: AppContext, user: UserRow, fields: LibraryCreateFields) {
  const [subject] = await ctx.db
    .select({ id: subjects.id, name: subjects.name })
    .from(subjects)
    .where(and(eq(subjects.id, fields.subject), manageableSubjects(ctx.db, user)))
    .limit(1);
  if (!subject) throw notFound('subjectNotFound');
  const [chapter] = await ctx.db
    .select({ id: chapters.id, order: chapters.order, title: chapters.title })
    .from(chapters)
    .where(and(eq(chapters.id, fields.chapter), eq(chapters.subjectId, subject.id)))
    .limit(1);
  if (!chapter) throw badRequest('chapterNotOfSubject');
  return { subject, chapter };
}

async function presented(ctx: AppContext, user: UserRow, id: string) {
  const row = await readableItem(ctx, user, id);
  if (!row) throw notFound('libraryItemNotFound');
  return present(row);
}

/**
 * Adds a material (its file already stored by the upload) or a recording. The subject's enrolled
 * students are told, with a link to the chapter.
 */
export async function createItem(ctx: AppContext, user: UserRow, upload: ParsedUpload) {
  const fields = parseOrThrow(libraryCreateFields, formObject(upload.fields));
  const file = fileOf(upload);
  if (fields.type === 'material' && !file) throw badRequest('libraryFileRequired');
  if (fields.type === 'recording' && file) throw badRequest('recordingHasNoFile');
  const { subject, chapter } = await placement(ctx, user, fields);
  const id = await ctx.db.transaction(async (tx) => {
    const [stored] = file ? await recordUploads(tx, [file], user.id) : [];
    const [row] = await tx
      .insert(libraryItems)
      .values({
        title: fields.title,
        description: fields.description,
        type: fields.type,
        subjectId: subject.id,
        chapterId: chapter.id,
        tags: fields.tags,
        isPublic: fields.isPublic,
        uploadedBy: user.id,
        fileId: stored?.id ?? null,
        ...(fields.type === 'recording' && {
          recordingUrl: fields.recordingUrl,
          recordingDuration: fields.recordingDuration,
          recordingPlatform: fields.recordingPlatform,
        }),
      })
      .returning({ id: libraryItems.id });
    await notify(tx, await enrolledStudentUserIds(tx, subject.id), {
      notice: fields.type === 'material' ? 'newLibraryMaterial' : 'newLibraryRecording',
      params: {
        title: fields.title,
        subject: subject.name,
        chapter: chapter.order,
        chapterTitle: chapter.title,
      },
      link: `/library/${subject.id}/${chapter.id}`,
    });
    return row!.id;
  });
  return presented(ctx, user, id);
}

/** An item the user may change: 404 if they cannot see it, 403 if they see it but do not manage it. */
async function manageableItem(ctx: AppContext, user: UserRow, id: string) {
  const visible = await readableItem(ctx, user, id);
  if (!visible) throw notFound('libraryItemNotFound');
  if (!visible.canManage) throw forbidden('libraryNotOwnSubject');
  return visible.item;
}

/**
 * Edits an item (not its type, subject or chapter). A material's new file replaces
 * the old one, whose bytes are removed once the change is saved.
 */
export async function updateItem(ctx: AppContext, user: UserRow, id: string, upload: ParsedUpload) {
  const existing = await manageableItem(ctx, user, id);
  const form = formObject(upload.fields);
  const fields = parseOrThrow(libraryUpdateFields, form);
  const recording = existing.type === 'recording' ? parseOrThrow(libraryRecordingFields, form) : undefined;
  const file = fileOf(upload);
  if (file && existing.type === 'recording') throw badRequest('recordingHasNoFile');
  const dropped = await ctx.db.transaction(async (tx) => {
    const [stored] = file ? await recordUploads(tx, [file], user.id) : [];
    await tx
      .update(libraryItems)
      .set({
        ...fields,
        ...recording,
        ...(stored && { fileId: stored.id }),
        updatedAt: new Date(),
      })
      .where(eq(libraryItems.id, id));
    if (!stored || !existing.fileId) return [];
    return tx.delete(files).where(eq(files.id, existing.fileId)).returning();
  });
  await removeBytes(ctx, dropped);
  return presented(ctx, user, id);
}

/** Deletes an item and its file. */
export async function deleteItem(ctx: AppContext, user: UserRow, id: string) {
  const existing = await manageableItem(ctx, user, id);
  const dropped = await ctx.db.transaction(async (tx) => {
    await tx.delete(libraryItems).where(eq(libraryItems.id, id));
    await recordAudit(tx, user, {
      action: 'library-item.delete',
      entity: 'library-item',
      entityId: id,
      params: { title: existing.title },
      before: { title: existing.title, type: existing.type, subjectId: existing.subjectId },
    });
    return existing.fileId
      ? tx
          .delete(files)
          .where(inArray(files.id, [existing.fileId]))
          .returning()
      : [];
  });
  await removeBytes(ctx, dropped);
}
