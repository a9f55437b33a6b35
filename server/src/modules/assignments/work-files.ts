import path from 'node:path';
import type { SubmissionKind } from '@sabora/contract';
import { and, asc, eq, getTableName, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import {
  type examSubmissionFiles,
  files,
  type homeworkSubmissionFiles,
  type quizAttemptFiles,
} from '../../db/schema/index.js';
import { isAnyOf, preparedOnce } from '../../lib/prepared.js';
import { recordUploads, type StoredUpload } from '../../plugins/uploads.js';

const fileSegment = { submitted: 'file', correction: 'correction-file', earlier: 'earlier-file' } as const;

/** The tables that link a piece of work to its files (handed in, correction files, earlier hand-ins). */
type FileLinks = typeof homeworkSubmissionFiles | typeof examSubmissionFiles | typeof quizAttemptFiles;
type FileKind = keyof typeof fileSegment;

/** The position after the last of a submission's links of one kind (0 when it has none). */
export async function nextFilePosition(tx: Tx, links: FileLinks, submissionId: string, which: FileKind) {
  const [{ next }] = (await tx
    .select({ next: sql<number>`coalesce(max(${links.position}) + 1, 0)::int` })
    .from(links)
    .where(and(eq(links.submissionId, submissionId), eq(links.kind, which)))) as [{ next: number }];
  return next;
}

/**
 * Records stored uploads (their `files` rows) and links them to a submission as `which`, numbered
 * from `first` in the order given: a hand-in's files from 0, correction files after the last one.
 */
export async function linkUploads(
  tx: Tx,
  links: FileLinks,
  link: { submissionId: string; which: FileKind; first: number; by: string },
  uploads: readonly StoredUpload[],
) {
  if (uploads.length === 0) return;
  const stored = await recordUploads(tx, uploads, link.by);
  await tx.insert(links).values(
    stored.map((file, i) => ({
      submissionId: link.submissionId,
      fileId: file.id,
      kind: link.which,
      position: link.first + i,
    })),
  );
}

/** The file links of these submissions with their files, in position order. */
export function loadFiles(db: Db, links: FileLinks, submissionIds: readonly string[]) {
  const query = preparedOnce(db, `files_of_${getTableName(links)}`, (name) =>
    db
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
      .where(isAnyOf(links.submissionId, 'ids'))
      .orderBy(asc(links.position))
      .prepare(name),
  );
  return query.execute({ ids: [...submissionIds] });
}
type LoadedFile = Awaited<ReturnType<typeof loadFiles>>[number];

/** One submission's files of one kind as replies, with their download links. */
export const fileReplies = (
  kind: SubmissionKind | 'quiz',
  loaded: readonly LoadedFile[],
  submissionId: string,
  which: FileKind,
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
