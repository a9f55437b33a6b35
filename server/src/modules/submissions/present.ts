import path from 'node:path';
import type { SubmissionKind } from '@sabora/contract';
import { asc, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { files } from '../../db/schema/index.js';
import type { KindConfig, SubmissionOf } from './kinds.js';
import { studentRefs } from './students.js';

export interface SubmissionRow {
  id: string;
  itemId: string;
  studentId: string;
  status: 'submitted' | 'graded' | 'late';
  isLate: boolean;
  grade: number | null;
  feedback: string;
  submittedAt: Date;
}

const fileSegment = { submitted: 'file', correction: 'correction-file' } as const;

/** Submission rows → replies: their homework or exam, student and files, loaded in three queries. */
export async function presentSubmissions<K extends SubmissionKind>(
  ctx: AppContext,
  kind: KindConfig<K>,
  rows: readonly SubmissionRow[],
): Promise<SubmissionOf<K>[]> {
  if (rows.length === 0) return [];
  const links = kind.files;
  const [items, studentsById, fileRows] = await Promise.all([
    kind.summaries(ctx, [...new Set(rows.map((r) => r.itemId))]),
    studentRefs(ctx.db, [...new Set(rows.map((r) => r.studentId))]),
    ctx.db
      .select({
        submissionId: links.submissionId,
        kind: links.kind,
        position: links.position,
        originalName: files.originalName,
        storageKey: files.storageKey,
        size: files.size,
      })
      .from(links)
      .innerJoin(files, eq(files.id, links.fileId))
      .where(
        inArray(
          links.submissionId,
          rows.map((r) => r.id),
        ),
      )
      .orderBy(asc(links.position)),
  ]);
  const itemsById = new Map(items.map((item) => [item._id, item]));
  return rows.map((row) => {
    const item = itemsById.get(row.itemId)!;
    const filesOf = (which: keyof typeof fileSegment) =>
      fileRows
        .filter((f) => f.submissionId === row.id && f.kind === which)
        .map((f) => ({
          index: f.position,
          originalName: f.originalName,
          filename: path.posix.basename(f.storageKey),
          size: f.size,
          url: `/api/${kind.kind}-submissions/${row.id}/${fileSegment[which]}/${f.position}`,
        }));
    const reply = {
      _id: row.id,
      [kind.kind]: {
        _id: item._id,
        title: item.title,
        subject: item.subject,
        dueDate: item.dueDate.toISOString(),
      },
      student: studentsById.get(row.studentId)!,
      status: row.status,
      isLate: row.isLate,
      grade: row.grade,
      feedback: row.feedback,
      files: filesOf('submitted'),
      correctionFiles: filesOf('correction'),
      submittedAt: row.submittedAt.toISOString(),
      dueDate: item.dueDate.toISOString(),
      createdAt: row.submittedAt.toISOString(),
    };
    // The item's key is the kind ('homework' or 'exam'), which TypeScript cannot follow through K.
    return reply as unknown as SubmissionOf<K>;
  });
}
