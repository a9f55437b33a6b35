import { eq, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import { files, libraryItems, type UserRow } from '../../db/schema/index.js';
import { badRequest, notFound } from '../../plugins/errors.js';
import { requestedRange, sendRangedFile } from '../../plugins/ranged-file.js';
import { readableItem } from './items.js';

/** The stored file of a material the user may open (404 otherwise, whether missing or out of scope). */
async function materialFile(ctx: AppContext, user: UserRow, id: string) {
  const row = await readableItem(ctx, user, id);
  if (!row) throw notFound('libraryItemNotFound');
  if (row.item.type !== 'material' || !row.item.fileId) throw badRequest('libraryItemIsRecording');
  const [file] = await ctx.db.select().from(files).where(eq(files.id, row.item.fileId)).limit(1);
  if (!file) throw notFound('fileNotFound');
  return file;
}

const countDownload = (ctx: AppContext, id: string) =>
  ctx.db
    .update(libraryItems)
    .set({ downloadCount: sql`${libraryItems.downloadCount} + 1` })
    .where(eq(libraryItems.id, id));

/**
 * Sends a material's file. A download is counted once per whole file or first range, so a PDF
 * viewer or a video player asking for later ranges of the same file does not count again.
 */
export async function sendMaterial(
  ctx: AppContext,
  user: UserRow,
  id: string,
  request: FastifyRequest,
  reply: FastifyReply,
  disposition: 'attachment' | 'inline',
) {
  const file = await materialFile(ctx, user, id);
  const range = requestedRange(request.headers.range, file.size);
  if (range === undefined || (range !== 'unsatisfiable' && range.start === 0)) await countDownload(ctx, id);
  return sendRangedFile(request, reply, ctx.storage, file, disposition);
}

/** Opens a recording: counts a view and answers its address. */
export async function viewRecording(ctx: AppContext, user: UserRow, id: string) {
  const row = await readableItem(ctx, user, id);
  if (!row) throw notFound('libraryItemNotFound');
  if (row.item.type !== 'recording' || !row.item.recordingUrl) throw badRequest('libraryItemIsFile');
  const [counted] = await ctx.db
    .update(libraryItems)
    .set({ viewCount: sql`${libraryItems.viewCount} + 1` })
    .where(eq(libraryItems.id, id))
    .returning({ viewCount: libraryItems.viewCount });
  return { recordingUrl: row.item.recordingUrl, viewCount: counted?.viewCount ?? row.item.viewCount + 1 };
}
