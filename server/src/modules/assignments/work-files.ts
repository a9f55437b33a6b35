import path from 'node:path';
import type { SubmissionKind } from '@sabora/contract';
import { asc, eq, getTableName } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  type examSubmissionFiles,
  files,
  type homeworkSubmissionFiles,
  type quizAttemptFiles,
} from '../../db/schema/index.js';
import { isAnyOf, preparedOnce } from '../../lib/prepared.js';

const fileSegment = { submitted: 'file', correction: 'correction-file', earlier: 'earlier-file' } as const;

/** The tables that link a piece of work to its files (handed in, or correction files). */
type FileLinks = typeof homeworkSubmissionFiles | typeof examSubmissionFiles | typeof quizAttemptFiles;

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
