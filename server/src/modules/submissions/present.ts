import type { SubmissionKind } from '@sabora/contract';
import { desc, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { files, students, subjects, users } from '../../db/schema/index.js';
import { isAnyOf, preparedOnce } from '../../lib/prepared.js';
import { fileReplies } from '../assignments/index.js';
import { gradeHistoryJson, type HistoryJson, historyEntries } from './grade-history.js';
import type { KindConfig, SubmissionOf } from './kinds.js';

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

/** A submission's own columns, as `SubmissionRow` names them. */
export const rowColumnsOf = (kind: KindConfig) => ({
  id: kind.submissions.id,
  itemId: kind.itemColumn,
  studentId: kind.submissions.studentId,
  status: kind.submissions.status,
  isLate: kind.submissions.isLate,
  grade: kind.submissions.grade,
  feedback: kind.submissions.feedback,
  submittedAt: kind.submissions.submittedAt,
});

/** Who reads the replies: the student and their parent, or the subject's staff (grading). */
export type Audience = 'student' | 'staff';

interface FileJson {
  kind: 'submitted' | 'correction' | 'earlier';
  position: number;
  originalName: string;
  storageKey: string;
  size: number;
}

/** Which submissions a details statement reads: these ids, or a page of the staff list by item. */
type Source = { ids: readonly string[] } | { page: StaffPage };

/** A page of the staff submitted list over these items, newest first (`presentStaffPage`). */
export interface StaffPage {
  items: readonly string[];
  limit: number;
  offset: number;
}

/**
 * The ids of a page of the staff list, as a sub-query: for each item, its newest `offset + limit`
 * submissions off the index of item and time, then the page of them all. Its plan does not depend
 * on how many submissions an item has, so the statement around it keeps one plan. The
 * items and the numbers sit behind sub-selects, as in `isAnyOf`: seen as values, a limit of 10
 * made each run's own plan look cheaper than the kept one, and the whole statement was planned
 * again on every page (PostgreSQL 2.2 ms a page instead of 0.5).
 */
function pageIds<K extends SubmissionKind>(kind: KindConfig<K>) {
  const s = kind.submissions;
  return sql`array(
    select page.id from unnest((select ${sql.placeholder('items')}::uuid[])::uuid[]) as scoped(id)
    cross join lateral (
      select ${s.id} as id, ${s.submittedAt} as at from ${s} where ${kind.itemColumn} = scoped.id
      order by ${s.submittedAt} desc, ${s.id} desc
      limit (select ${sql.placeholder('end')}::int)
    ) as page
    order by page.at desc, page.id desc
    limit (select ${sql.placeholder('limit')}::int) offset (select ${sql.placeholder('offset')}::int))`;
}

/**
 * Everything a reply shows of these submissions in one statement (it was four, and
 * building and planning them cost more than running them): the row, its homework or exam and
 * subject, the student, and the files as JSON; for staff, the grade history as JSON too. Prepared
 * once per kind, audience and source.
 */
function readDetails<K extends SubmissionKind>(
  ctx: AppContext,
  kind: KindConfig<K>,
  source: Source,
  audience: Audience,
) {
  const s = kind.submissions;
  const item = kind.items;
  const links = kind.files;
  const byPage = 'page' in source;
  const query = preparedOnce(
    ctx.db,
    `${kind.kind}_submission_${byPage ? 'page' : 'details'}_${audience}`,
    (name) =>
      ctx.db
        .select({
          ...rowColumnsOf(kind),
          title: item.title,
          dueDate: item.dueDate,
          subjectId: subjects.id,
          subjectName: subjects.name,
          subjectSystem: subjects.system,
          studentCode: students.studentId,
          firstName: users.firstName,
          lastName: users.lastName,
          email: users.email,
          files: sql<FileJson[]>`coalesce((
          select json_agg(json_build_object('kind', ${links.kind}, 'position', ${links.position},
            'originalName', ${files.originalName}, 'storageKey', ${files.storageKey}, 'size', ${files.size})
            order by ${links.position})
          from ${links} join ${files} on ${files.id} = ${links.fileId}
          where ${links.submissionId} = ${s.id}), '[]'::json)`,
          hasExtras: kind.hasExtras ?? sql<boolean>`false`,
          // Students and parents never see who graded: their statement does not read the history.
          gradeHistory:
            audience === 'staff' ? gradeHistoryJson(kind.kind, s.id) : sql<HistoryJson[] | null>`null::json`,
        })
        .from(s)
        .innerJoin(item, eq(item.id, kind.itemColumn))
        .innerJoin(subjects, eq(subjects.id, item.subjectId))
        .innerJoin(students, eq(students.id, s.studentId))
        .innerJoin(users, eq(users.id, students.userId))
        .where(byPage ? sql`${s.id} = any(${pageIds(kind)})` : isAnyOf(s.id, 'ids'))
        .orderBy(...(byPage ? [desc(s.submittedAt), desc(s.id)] : []))
        .prepare(name),
  );
  return 'page' in source
    ? query.execute({
        ...source.page,
        items: [...source.page.items],
        end: source.page.offset + source.page.limit,
      })
    : query.execute({ ids: [...source.ids] });
}

/**
 * Replies for these submission ids, in the order given (ids that are gone are left out): their
 * homework or exam, student and files (staff: and grade history) in one statement, then what only
 * the kind adds.
 */
export async function presentSubmissions<K extends SubmissionKind>(
  ctx: AppContext,
  kind: KindConfig<K>,
  ids: readonly string[],
  audience: Audience = 'student',
): Promise<SubmissionOf<K>[]> {
  if (ids.length === 0) return [];
  const byId = new Map((await readDetails(ctx, kind, { ids }, audience)).map((row) => [row.id, row]));
  return replies(
    ctx,
    kind,
    ids.flatMap((id) => byId.get(id) ?? []),
    audience,
  );
}

/**
 * A page of the staff submitted list over these items, newest first: its ids and replies in one
 * statement (one round trip fewer than the ids, then `presentSubmissions`).
 */
export async function presentStaffPage<K extends SubmissionKind>(
  ctx: AppContext,
  kind: KindConfig<K>,
  page: StaffPage,
): Promise<SubmissionOf<K>[]> {
  if (page.items.length === 0) return [];
  return replies(ctx, kind, await readDetails(ctx, kind, { page }, 'staff'), 'staff');
}

/** The replies of these rows of the details statement, in their order, with what the kind adds. */
async function replies<K extends SubmissionKind>(
  ctx: AppContext,
  kind: KindConfig<K>,
  rows: Awaited<ReturnType<typeof readDetails<K>>>,
  audience: Audience,
): Promise<SubmissionOf<K>[]> {
  const extras = await kind.extras?.(ctx, rows, audience);
  return rows.map((row) => {
    const loaded = row.files.map((f) => ({ ...f, submissionId: row.id }));
    const filesOf = (which: FileJson['kind']) => fileReplies(kind.kind, loaded, row.id, which);
    const dueDate = row.dueDate.toISOString();
    const item = {
      _id: row.itemId,
      title: row.title,
      subject: { _id: row.subjectId, name: row.subjectName, system: row.subjectSystem },
      dueDate,
    };
    const common = {
      _id: row.id,
      student: {
        _id: row.studentId,
        studentId: row.studentCode,
        user: { firstName: row.firstName, lastName: row.lastName, email: row.email },
      },
      status: row.status,
      isLate: row.isLate,
      grade: row.grade,
      feedback: row.feedback,
      files: filesOf('submitted'),
      correctionFiles: filesOf('correction'),
      earlierFiles: filesOf('earlier'),
      submittedAt: row.submittedAt.toISOString(),
      dueDate,
      createdAt: row.submittedAt.toISOString(),
      ...(row.gradeHistory && { gradeHistory: historyEntries(row.gradeHistory) }),
    };
    return kind.reply(common, item, extras?.get(row.id));
  });
}
