import path from 'node:path';
import type { SubmissionKind } from '@sabora/contract';
import { asc, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { files, type quizAttemptFiles } from '../../db/schema/index.js';
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

type FileLinks = KindConfig['files'] | typeof quizAttemptFiles;

/** The file links of these submissions with their files, in position order. */
export function loadFiles(db: Db, links: FileLinks, submissionIds: readonly string[]) {
  return db
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
    .where(inArray(links.submissionId, [...submissionIds]))
    .orderBy(asc(links.position));
}
type LoadedFile = Awaited<ReturnType<typeof loadFiles>>[number];

/** One submission's files of one kind as replies, with their download links. */
export const fileReplies = (
  kind: SubmissionKind | 'quiz',
  loaded: readonly LoadedFile[],
  submissionId: string,
  which: keyof typeof fileSegment,
) =>
  loaded
    .filter((f) => f.submissionId === submissionId && f.kind === which)
    .map((f) => ({
      index: f.position,
      originalName: f.originalName,
      filename: path.posix.basename(f.storageKey),
      size: f.size,
      url: `/api/${kind}-submissions/${submissionId}/${fileSegment[which]}/${f.position}`,
    }));

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
    loadFiles(
      ctx.db,
      links,
      rows.map((r) => r.id),
    ),
  ]);
  const itemsById = new Map(items.map((item) => [item._id, item]));
  return rows.map((row) => {
    const item = itemsById.get(row.itemId)!;
    const filesOf = (which: keyof typeof fileSegment) => fileReplies(kind.kind, fileRows, row.id, which);
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
