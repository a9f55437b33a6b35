import {
  type Announcement,
  type AnnouncementFields,
  type announcementListQuery,
  parentLinks,
  totalPagesOf,
} from '@sabora/contract';
import { count, desc, eq, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  enrolledStudentAccounts,
  findVisibleSubject,
  parentsOfStudents,
  subjectsOfStudent,
  visibleSubjects,
  whoseWork,
} from '../../access/index.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { announcements, type FileRow, files, subjects, type UserRow, users } from '../../db/schema/index.js';
import { isUuid } from '../../lib/ids.js';
import { forbidden, notFound } from '../../plugins/errors.js';
import { recordUploads, type StoredUpload } from '../../plugins/uploads.js';
import { removeBytes } from '../assignments/index.js';
import { recordAudit } from '../audit/index.js';
import { mailEach, notify } from '../notifications/index.js';

type ListQuery = z.output<typeof announcementListQuery>;

/** Where students and parents read them. */
const STUDENT_LINK = '/home-students';

const columns = {
  id: announcements.id,
  subjectId: subjects.id,
  subjectName: subjects.name,
  title: announcements.title,
  text: announcements.text,
  authorId: users.id,
  authorFirstName: users.firstName,
  authorLastName: users.lastName,
  fileName: files.originalName,
  fileSize: files.size,
  createdAt: announcements.createdAt,
};

function select(db: Db) {
  return db
    .select(columns)
    .from(announcements)
    .innerJoin(subjects, eq(subjects.id, announcements.subjectId))
    .leftJoin(users, eq(users.id, announcements.authorId))
    .leftJoin(files, eq(files.id, announcements.fileId));
}

type Row = Awaited<ReturnType<ReturnType<typeof select>['execute']>>[number];

/** Its author and admins may delete an announcement (docs/decisions.md, "Announcements"). */
const mayDelete = (user: UserRow, authorId: string | null) => user.role === 'admin' || authorId === user.id;

function present(row: Row, reader: UserRow): Announcement {
  return {
    _id: row.id,
    subject: { _id: row.subjectId, name: row.subjectName },
    title: row.title,
    text: row.text,
    author:
      row.authorId === null
        ? null
        : { _id: row.authorId, name: `${row.authorFirstName} ${row.authorLastName}` },
    file:
      row.fileName === null || row.fileSize === null
        ? null
        : { originalName: row.fileName, size: row.fileSize, url: `/api/announcements/${row.id}/file` },
    createdAt: row.createdAt.toISOString(),
    mayDelete: mayDelete(reader, row.authorId),
  };
}

/**
 * Which subjects' announcements a list reads: one the reader may see (404 otherwise), or all of
 * theirs; a parent's `student` narrows theirs to that child's subjects.
 */
async function scopeOf(ctx: AppContext, user: UserRow, query: ListQuery): Promise<SQL | undefined> {
  if (query.subject) return eq(subjects.id, (await findVisibleSubject(ctx.db, user, query.subject)).id);
  if (query.student && user.role === 'parent') {
    const child = await whoseWork(ctx.db, user, query.student);
    if (!child) throw notFound('studentNotFound');
    return subjectsOfStudent(ctx.db, child);
  }
  return visibleSubjects(ctx.db, user);
}

/** `GET /announcements`: newest first, a page at a time. */
export async function listAnnouncements(ctx: AppContext, user: UserRow, query: ListQuery) {
  const scope = await scopeOf(ctx, user, query);
  const [rows, [total]] = await Promise.all([
    select(ctx.db)
      .where(scope)
      .orderBy(desc(announcements.createdAt), desc(announcements.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    ctx.db
      .select({ n: count() })
      .from(announcements)
      .innerJoin(subjects, eq(subjects.id, announcements.subjectId))
      .where(scope),
  ]);
  const totalCount = total?.n ?? 0;
  return {
    data: rows.map((row) => present(row, user)),
    totalCount,
    totalPages: totalPagesOf(totalCount, query.limit),
  };
}

async function findAnnouncement(ctx: AppContext, user: UserRow, id: string) {
  const [row] = isUuid(id) ? await select(ctx.db).where(eq(announcements.id, id)).limit(1) : [];
  if (!row) throw notFound('announcementNotFound');
  await findVisibleSubject(ctx.db, user, row.subjectId, 'announcementNotFound');
  return row;
}

/**
 * Posts an announcement to a subject the caller teaches (admins: any) and tells its students and
 * their parents in the app and, where they allow it, by mail (after the commit).
 */
export async function createAnnouncement(
  ctx: AppContext,
  user: UserRow,
  fields: AnnouncementFields,
  file: StoredUpload | undefined,
) {
  const subject = await findVisibleSubject(ctx.db, user, fields.subject);
  const { id, students, parents } = await ctx.db.transaction(async (tx) => {
    const [stored] = file ? await recordUploads(tx, [file], user.id) : [];
    const [row] = await tx
      .insert(announcements)
      .values({
        subjectId: subject.id,
        title: fields.title,
        text: fields.text,
        fileId: stored?.id ?? null,
        authorId: user.id,
      })
      .returning({ id: announcements.id });
    const students = await enrolledStudentAccounts(tx, subject.id);
    const parents = await parentsOfStudents(
      tx,
      students.map((s) => s.studentId),
    );
    const params = { subject: subject.name, title: fields.title };
    await notify(
      tx,
      students.map((s) => s.userId),
      { notice: 'newAnnouncement', params, link: STUDENT_LINK },
    );
    await notify(
      tx,
      parents.map((p) => p.userId),
      { notice: 'newAnnouncement', params, link: parentLinks.dashboard },
    );
    return { id: row!.id, students, parents };
  });
  const mailed = {
    subject: subject.name,
    title: fields.title,
    text: fields.text,
    author: `${user.firstName} ${user.lastName}`,
  };
  await mailEach(ctx, students, 'newAnnouncement', {
    ...mailed,
    link: `${ctx.config.publicUrl}${STUDENT_LINK}`,
  });
  // A parent of two children in the subject is told once.
  const parentsOnce = [...new Map(parents.map((p) => [p.userId, p])).values()];
  await mailEach(ctx, parentsOnce, 'newAnnouncement', {
    ...mailed,
    link: `${ctx.config.publicUrl}${parentLinks.dashboard}`,
  });
  const [row] = await select(ctx.db).where(eq(announcements.id, id));
  return present(row!, user);
}

/** Deletes an announcement: its author or an admin (403 for the subject's other staff); audited. */
export async function deleteAnnouncement(ctx: AppContext, user: UserRow, id: string) {
  const row = await findAnnouncement(ctx, user, id);
  if (!mayDelete(user, row.authorId)) throw forbidden('announcementNotYours');
  const dropped = await ctx.db.transaction(async (tx) => {
    const [gone] = await tx
      .delete(announcements)
      .where(eq(announcements.id, row.id))
      .returning({ fileId: announcements.fileId });
    await recordAudit(tx, user, {
      action: 'announcement.delete',
      entity: 'announcement',
      entityId: row.id,
      params: { title: row.title },
      before: { title: row.title, text: row.text, subjectId: row.subjectId },
    });
    return gone?.fileId ? tx.delete(files).where(eq(files.id, gone.fileId)).returning() : [];
  });
  await removeBytes(ctx, dropped);
}

/** The file of an announcement, for everyone who sees its subject. */
export async function announcementFile(ctx: AppContext, user: UserRow, id: string): Promise<FileRow> {
  const row = await findAnnouncement(ctx, user, id);
  const [stored] = await ctx.db
    .select({ file: files })
    .from(announcements)
    .innerJoin(files, eq(files.id, announcements.fileId))
    .where(eq(announcements.id, row.id));
  if (!stored) throw notFound('fileNotFound');
  return stored.file;
}

/** How many announcements a subject has (deleting a subject waits for them to go). */
export async function countAnnouncements(ctx: AppContext, subjectId: string) {
  const [row] = await ctx.db
    .select({ n: count() })
    .from(announcements)
    .where(eq(announcements.subjectId, subjectId));
  return row?.n ?? 0;
}
