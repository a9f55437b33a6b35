import { Readable } from 'node:stream';
import { and, asc, eq } from 'drizzle-orm';
import { ZipFile } from 'yazl';
import { findVisibleSubject } from '../../access/index.js';
import type { AppContext } from '../../context.js';
import { files, students, type UserRow, users } from '../../db/schema/index.js';
import { isUuid } from '../../lib/ids.js';
import { notFound } from '../../plugins/errors.js';
import type { KindConfig } from './kinds.js';

/**
 * One path segment of a name a person typed: no slashes (they would make folders), no control
 * characters, not "." or ".."; letters of any script are kept (the zip marks its names UTF-8).
 */
export function pathSegment(text: string, fallback: string): string {
  const cleaned = text
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed.
    .replace(/[\u0000-\u001f\u007f/\\]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return cleaned === '' || cleaned === '.' || cleaned === '..' ? fallback : cleaned;
}

/** Another "name (2).pdf" for a name already in the archive (two files of one name in a hand-in). */
function unique(name: string, used: Set<string>): string {
  let candidate = name;
  for (let n = 2; used.has(candidate.toLowerCase()); n++) {
    const dot = name.lastIndexOf('.');
    const slash = name.lastIndexOf('/');
    candidate = dot > slash + 1 ? `${name.slice(0, dot)} (${n})${name.slice(dot)}` : `${name} (${n})`;
  }
  used.add(candidate.toLowerCase());
  return candidate;
}

/**
 * Every hand-in of one homework or exam as a ZIP, for its subject's staff (404 otherwise): a folder
 * per student, "First Last (student ID)", holding the files they handed in, in their order. Built
 * while it is sent: each file is opened only when the archive reaches it and stored as it is
 * (hand-ins are PDFs and images, compressed already), so memory stays flat however many there are.
 */
export async function handInsZip(
  ctx: AppContext,
  user: UserRow,
  kind: KindConfig,
  itemId: string,
): Promise<{ fileName: string; stream: NodeJS.ReadableStream }> {
  const [item] = isUuid(itemId)
    ? await ctx.db
        .select({ id: kind.items.id, title: kind.items.title, subjectId: kind.items.subjectId })
        .from(kind.items)
        .where(eq(kind.items.id, itemId))
        .limit(1)
    : [];
  if (!item) throw notFound(kind.codes.notFound);
  await findVisibleSubject(ctx.db, user, item.subjectId, kind.codes.notFound);

  const s = kind.submissions;
  const links = kind.files;
  const rows = await ctx.db
    .select({
      firstName: users.firstName,
      lastName: users.lastName,
      studentCode: students.studentId,
      submittedAt: s.submittedAt,
      position: links.position,
      originalName: files.originalName,
      storageKey: files.storageKey,
      size: files.size,
    })
    .from(s)
    .innerJoin(students, eq(students.id, s.studentId))
    .innerJoin(users, eq(users.id, students.userId))
    .innerJoin(links, and(eq(links.submissionId, s.id), eq(links.kind, 'submitted')))
    .innerJoin(files, eq(files.id, links.fileId))
    .where(eq(kind.itemColumn, item.id))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(students.studentId), asc(links.position));

  const zip = new ZipFile();
  const used = new Set<string>();
  for (const row of rows) {
    const folder = pathSegment(`${row.firstName} ${row.lastName} (${row.studentCode})`, row.studentCode);
    const name = unique(`${folder}/${pathSegment(row.originalName, `file ${row.position + 1}`)}`, used);
    zip.addReadStreamLazy(name, { compress: false, size: row.size, mtime: row.submittedAt }, (done) => {
      ctx.storage.get(row.storageKey).then(
        (stream) => done(null, stream),
        // With an error yazl ends the archive with it and reads no stream: an empty one stands in.
        (error: unknown) => done(error, Readable.from([])),
      );
    });
  }
  zip.end();
  return { fileName: `${pathSegment(item.title, kind.kind)} hand-ins.zip`, stream: zip.outputStream };
}
