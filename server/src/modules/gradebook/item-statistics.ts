import { type HandInStatistics, meanOf, medianOf, scoreHistogram } from '@sabora/contract';
import { eq } from 'drizzle-orm';
import { findVisibleSubject } from '../../access/index.js';
import type { Db } from '../../db/client.js';
import type { UserRow } from '../../db/schema/index.js';
import { isUuid } from '../../lib/ids.js';
import { notFound } from '../../plugins/errors.js';
import { workKinds } from '../assignments/index.js';
import { cellStatus, cellsOf, decodeCell } from './read.js';

/**
 * One homework's or exam's figures for its subject's staff (404 otherwise), from the same cells
 * the gradebook shows: who is to hand it in (not the students who enrolled after it was due),
 * handed in, late, graded, waiting, missing, and its grades' mean, median and histogram.
 */
export async function handInStatistics(
  db: Db,
  user: UserRow,
  kind: 'homework' | 'exam',
  itemId: string,
  now = new Date(),
): Promise<HandInStatistics> {
  const code = kind === 'homework' ? 'homeworkNotFound' : 'examNotFound';
  const { items } = workKinds[kind];
  const [item] = isUuid(itemId)
    ? await db
        .select({ id: items.id, subjectId: items.subjectId })
        .from(items)
        .where(eq(items.id, itemId))
        .limit(1)
    : [];
  if (!item) throw notFound(code);
  await findVisibleSubject(db, user, item.subjectId, code);
  const cells = (await cellsOf(db, kind, item.subjectId, now, item.id)).map((row) => {
    const cell = decodeCell(row.code);
    return { grade: cell.grade, late: cell.late, status: cellStatus(cell) };
  });
  const count = (status: (typeof cells)[number]['status']) =>
    cells.filter((cell) => cell.status === status).length;
  const grades = cells.flatMap((cell) =>
    cell.status === 'graded' && cell.grade !== null ? [cell.grade] : [],
  );
  return {
    expected: cells.length - count('notExpected'),
    handedIn: count('graded') + count('awaitingGrade'),
    late: cells.filter((cell) => cell.late).length,
    graded: count('graded'),
    awaitingGrade: count('awaitingGrade'),
    missing: count('missing'),
    mean: meanOf(grades),
    median: medianOf(grades),
    histogram: scoreHistogram(grades),
  };
}
