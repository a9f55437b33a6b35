import { totalPagesOf } from '@sabora/contract';
import type { AppContext } from '../../context.js';
import { chapterCounts, chapterOutline } from '../chapters/index.js';
import { type CatalogueFilter, catalogueSubject, catalogueSubjects } from '../subjects/index.js';

/** A page of the public catalogue: active subjects with their chapter counts. */
export async function listCatalogue(ctx: AppContext, filter: CatalogueFilter) {
  const { subjects, totalCount } = await catalogueSubjects(ctx, filter);
  const counts = await chapterCounts(
    ctx,
    subjects.map((s) => s._id),
  );
  return {
    data: subjects.map((s) => ({ ...s, chapterCount: counts.get(s._id) ?? 0 })),
    totalCount,
    totalPages: totalPagesOf(totalCount, filter.limit),
  };
}

/** One active subject's public page: its outline, teachers and enrolment count. */
export async function getCatalogueSubject(ctx: AppContext, id: string) {
  const subject = await catalogueSubject(ctx, id);
  const chapters = await chapterOutline(ctx, id);
  return { ...subject, chapters, chapterCount: chapters.length };
}
