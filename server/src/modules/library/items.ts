import type { LibraryItem, LibraryType } from '@sabora/contract';
import { and, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { chapters, files, libraryItems, subjects, type UserRow, users } from '../../db/schema/index.js';
import { likePattern } from '../../lib/like-pattern.js';
import { paginate } from '../../lib/paging.js';
import { mayManage, readableItems } from './scope.js';

/** Title, description or a tag matching the text, ignoring case. */
export function matchesText(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = likePattern(search);
  return or(
    ilike(libraryItems.title, pattern),
    ilike(libraryItems.description, pattern),
    sql`exists (select 1 from unnest(${libraryItems.tags}) as tag where tag ilike ${pattern})`,
  );
}

const columns = {
  item: libraryItems,
  subjectName: subjects.name,
  chapterOrder: chapters.order,
  chapterTitle: chapters.title,
  uploaderFirst: users.firstName,
  uploaderLast: users.lastName,
  fileName: files.originalName,
  fileSize: files.size,
  fileType: files.mimeType,
};

/** Items with what every screen shows of them, in scope for the user, newest first. */
function selectItems(db: Db, user: UserRow, where: SQL | undefined) {
  return db
    .select({
      ...columns,
      canManage: mayManage(user),
    })
    .from(libraryItems)
    .innerJoin(subjects, eq(subjects.id, libraryItems.subjectId))
    .innerJoin(chapters, eq(chapters.id, libraryItems.chapterId))
    .leftJoin(users, eq(users.id, libraryItems.uploadedBy))
    .leftJoin(files, eq(files.id, libraryItems.fileId))
    .where(and(readableItems(db, user), where))
    .orderBy(desc(libraryItems.createdAt), desc(libraryItems.id));
}

type Selected = Awaited<ReturnType<typeof selectItems>>[number];

export function present(r: Selected): LibraryItem {
  const item = r.item;
  return {
    _id: item.id,
    title: item.title,
    description: item.description,
    type: item.type,
    subject: { _id: item.subjectId, name: r.subjectName },
    chapter: { _id: item.chapterId, order: r.chapterOrder, title: r.chapterTitle },
    tags: item.tags,
    isPublic: item.isPublic,
    uploadedBy:
      r.uploaderFirst !== null && r.uploaderLast !== null
        ? { firstName: r.uploaderFirst, lastName: r.uploaderLast }
        : null,
    downloadCount: item.downloadCount,
    viewCount: item.viewCount,
    recordingUrl: item.recordingUrl,
    recordingDuration: item.recordingDuration,
    recordingPlatform: item.recordingPlatform,
    file:
      r.fileName !== null && r.fileSize !== null && r.fileType !== null
        ? { originalName: r.fileName, size: r.fileSize, mimeType: r.fileType }
        : null,
    fileUrl: item.type === 'material' && item.fileId ? `/api/library/${item.id}/file` : null,
    createdAt: item.createdAt.toISOString(),
    canManage: Boolean(r.canManage),
  };
}

interface ListQuery {
  page: number;
  limit: number;
  subject?: string;
  chapter?: string;
  type?: LibraryType;
  search?: string;
}

/** GET /library (staff spec §7): the caller's items, filtered, 20 a page. */
export async function listItems(ctx: AppContext, user: UserRow, query: ListQuery) {
  const where = and(
    query.subject ? eq(libraryItems.subjectId, query.subject) : undefined,
    query.chapter ? eq(libraryItems.chapterId, query.chapter) : undefined,
    query.type ? eq(libraryItems.type, query.type) : undefined,
    matchesText(query.search),
  );
  const result = await paginate(
    query,
    (limit, offset) => selectItems(ctx.db, user, where).limit(limit).offset(offset),
    () =>
      ctx.db
        .select({ n: count() })
        .from(libraryItems)
        .innerJoin(subjects, eq(subjects.id, libraryItems.subjectId))
        .where(and(readableItems(ctx.db, user), where)),
    (rows) => rows.map(present),
  );
  return {
    data: result.data,
    pagination: {
      page: query.page,
      limit: query.limit,
      totalPages: result.totalPages,
      totalCount: result.totalCount,
    },
  };
}

/** The items of one chapter the caller may open (student spec §7). */
export async function chapterItems(
  ctx: AppContext,
  user: UserRow,
  chapterId: string,
  filters: { type?: LibraryType; search?: string },
) {
  const rows = await selectItems(
    ctx.db,
    user,
    and(
      eq(libraryItems.chapterId, chapterId),
      filters.type ? eq(libraryItems.type, filters.type) : undefined,
      matchesText(filters.search),
    ),
  );
  return rows.map(present);
}

/** The newest items the caller may open. */
export async function recentItems(ctx: AppContext, user: UserRow, limit: number) {
  return (await selectItems(ctx.db, user, undefined).limit(limit)).map(present);
}

/** One item the caller may open, or undefined (missing and out of scope look the same). */
export async function readableItem(ctx: AppContext, user: UserRow, id: string) {
  const [row] = await selectItems(ctx.db, user, eq(libraryItems.id, id)).limit(1);
  return row;
}

/** Items per subject or chapter (for the delete guards of subjects and chapters). */
export async function countLibraryItems(ctx: AppContext, where: { subjectId?: string; chapterId?: string }) {
  const [row] = await ctx.db
    .select({ n: count() })
    .from(libraryItems)
    .where(
      and(
        where.subjectId ? eq(libraryItems.subjectId, where.subjectId) : undefined,
        where.chapterId ? eq(libraryItems.chapterId, where.chapterId) : undefined,
      ),
    );
  return row?.n ?? 0;
}
