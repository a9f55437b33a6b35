import type { LibraryChapter, LibrarySubject, PlainErrorCode } from '@sabora/contract';
import { and, asc, count, eq, gt, or, sql } from 'drizzle-orm';
import { visibleSubjects } from '../../access/index.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { chapters, libraryItems, subjects, type UserRow } from '../../db/schema/index.js';
import { notFound } from '../../plugins/errors.js';
import { readableItems } from './scope.js';

/** How many items the user may open, per `key` (subject or chapter). */
function readableCounts(
  db: Db,
  user: UserRow,
  key: typeof libraryItems.subjectId | typeof libraryItems.chapterId,
) {
  return db
    .select({ key: sql<string>`${key}`.as('key'), n: count().as('n') })
    .from(libraryItems)
    .innerJoin(subjects, eq(subjects.id, libraryItems.subjectId))
    .where(readableItems(db, user))
    .groupBy(key)
    .as('counts');
}

/**
 * The subjects of /library: those the user sees (their own; for students and parents active ones)
 * and any subject holding an item they may open (public items). Each with that item count.
 */
export async function librarySubjects(
  ctx: AppContext,
  user: UserRow,
  onlyId?: string,
): Promise<LibrarySubject[]> {
  const counts = readableCounts(ctx.db, user, libraryItems.subjectId);
  const rows = await ctx.db
    .select({
      _id: subjects.id,
      name: subjects.name,
      code: subjects.code,
      description: subjects.description,
      itemCount: sql<number>`coalesce(${counts.n}, 0)::int`,
    })
    .from(subjects)
    .leftJoin(counts, eq(counts.key, subjects.id))
    .where(
      and(
        onlyId ? eq(subjects.id, onlyId) : undefined,
        or(ownSubjects(ctx.db, user) ?? sql`true`, gt(counts.n, 0)),
      ),
    )
    .orderBy(asc(subjects.name));
  return rows.map((r) => ({ ...r, description: r.description ?? '' }));
}

/** The subjects a user sees as theirs; students and parents only active ones (visibleSubjects). */
const ownSubjects = (db: Db, user: UserRow) => visibleSubjects(db, user);

/**
 * One subject of /library/{subjectId} with its chapters in order: every chapter of a subject of
 * the user's own, only the chapters holding items they may open of any other (public items).
 */
export async function librarySubject(
  ctx: AppContext,
  user: UserRow,
  subjectId: string,
  code: PlainErrorCode = 'subjectNotFound',
) {
  const [subject] = await librarySubjects(ctx, user, subjectId);
  if (!subject) throw notFound(code);
  const [own] = await ctx.db
    .select({ id: subjects.id })
    .from(subjects)
    .where(and(eq(subjects.id, subjectId), ownSubjects(ctx.db, user)))
    .limit(1);
  const counts = readableCounts(ctx.db, user, libraryItems.chapterId);
  const rows = await ctx.db
    .select({
      _id: chapters.id,
      order: chapters.order,
      title: chapters.title,
      itemCount: sql<number>`coalesce(${counts.n}, 0)::int`,
    })
    .from(chapters)
    .leftJoin(counts, eq(counts.key, chapters.id))
    .where(and(eq(chapters.subjectId, subjectId), own ? undefined : gt(counts.n, 0)))
    .orderBy(asc(chapters.order), asc(chapters.title));
  return { subject, chapters: rows satisfies LibraryChapter[] };
}

/** A chapter of /library/{subjectId}/{chapterId}, if the user may browse it (else 404). */
export async function libraryChapter(ctx: AppContext, user: UserRow, chapterId: string) {
  const [chapter] = await ctx.db
    .select({ _id: chapters.id, order: chapters.order, title: chapters.title, subjectId: chapters.subjectId })
    .from(chapters)
    .where(eq(chapters.id, chapterId))
    .limit(1);
  if (!chapter) throw notFound('chapterNotFound');
  const { subject, chapters: visible } = await librarySubject(
    ctx,
    user,
    chapter.subjectId,
    'chapterNotFound',
  );
  if (!visible.some((c) => c._id === chapterId)) throw notFound('chapterNotFound');
  return { chapter: { _id: chapter._id, order: chapter.order, title: chapter.title }, subject };
}
