import type { SubmissionKind } from '@sabora/contract';
import { count, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { examSubmissions, homeworkSubmissions } from '../../db/schema/index.js';

/**
 * How many students submitted each of these homeworks or exams (items without one are absent).
 * The homeworks and exams domains read it for their lists and to refuse deleting what holds work.
 */
export async function submissionCounts(
  db: Db | Tx,
  kind: SubmissionKind,
  itemIds: readonly string[],
): Promise<Map<string, number>> {
  if (itemIds.length === 0) return new Map();
  const rows =
    kind === 'homework'
      ? await db
          .select({ itemId: homeworkSubmissions.homeworkId, n: count() })
          .from(homeworkSubmissions)
          .where(inArray(homeworkSubmissions.homeworkId, [...itemIds]))
          .groupBy(homeworkSubmissions.homeworkId)
      : await db
          .select({ itemId: examSubmissions.examId, n: count() })
          .from(examSubmissions)
          .where(inArray(examSubmissions.examId, [...itemIds]))
          .groupBy(examSubmissions.examId);
  return new Map(rows.map((r) => [r.itemId, r.n]));
}

export async function countSubmissions(db: Db | Tx, kind: SubmissionKind, itemId: string): Promise<number> {
  return (await submissionCounts(db, kind, [itemId])).get(itemId) ?? 0;
}
