import {
  type CalendarEventType,
  STAFF_ITEM_LINKS,
  STAFF_UPCOMING_SIZE,
  type StaffOverview,
} from '@sabora/contract';
import { and, asc, count, eq, gte, isNotNull, type SQL, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import { staffSubjects } from '../../access/index.js';
import type { Db } from '../../db/client.js';
import {
  examSubmissions,
  exams,
  homeworkSubmissions,
  homeworks,
  quizAttempts,
  quizzes,
  subjects,
  type UserRow,
} from '../../db/schema/index.js';
import { awaitingGrade, workKinds } from '../assignments/index.js';

/** Homeworks or exams of these subjects handed in and waiting for a grade (a late one too). */
async function waitingCount(db: Db, scope: SQL | undefined, type: 'homework' | 'exam') {
  const { items, work, itemColumn } = workKinds[type];
  const [row] = await db
    .select({ n: count() })
    .from(work)
    .innerJoin(items, eq(items.id, itemColumn))
    .innerJoin(subjects, eq(subjects.id, items.subjectId))
    .where(and(scope, awaitingGrade(type)));
  return row?.n ?? 0;
}

const kind = (type: CalendarEventType) => sql<CalendarEventType>`${type}::text`.as('type');

/** The next open homeworks, quizzes and exams of these subjects: one query of three branches. */
async function upcoming(db: Db, scope: SQL | undefined, now: Date) {
  const branch = (
    type: CalendarEventType,
    items: typeof homeworks | typeof exams | typeof quizzes,
    handedIn: SQL<number>,
  ) =>
    db
      .select({
        id: items.id,
        type: kind(type),
        title: items.title,
        dueDate: items.dueDate,
        subjectId: subjects.id,
        subjectName: subjects.name,
        handedIn: handedIn.as('handed_in'),
      })
      .from(items)
      .innerJoin(subjects, eq(subjects.id, items.subjectId))
      .where(and(scope, gte(items.dueDate, now)));
  const handed = (table: SQL) => sql<number>`(select count(*)::integer from ${table})`;
  const rows = await unionAll(
    branch(
      'homework',
      homeworks,
      handed(sql`${homeworkSubmissions} where ${homeworkSubmissions.homeworkId} = ${homeworks.id}`),
    ),
    branch(
      'quiz',
      quizzes,
      handed(
        sql`${quizAttempts} where ${quizAttempts.quizId} = ${quizzes.id} and ${isNotNull(quizAttempts.submittedAt)}`,
      ),
    ),
    branch('exam', exams, handed(sql`${examSubmissions} where ${examSubmissions.examId} = ${exams.id}`)),
  )
    .orderBy(asc(sql`4`), asc(sql`3`))
    .limit(STAFF_UPCOMING_SIZE);
  return rows.map((row) => ({
    _id: row.id,
    type: row.type,
    title: row.title,
    dueDate: new Date(row.dueDate).toISOString(),
    subject: { _id: row.subjectId, name: row.subjectName },
    handedIn: Number(row.handedIn),
    link: STAFF_ITEM_LINKS[row.type],
  }));
}

/**
 * What waits for a teacher on /dashboard, in their assigned subjects (admins: every
 * subject), as `access/` scopes staff: the work to grade and the next items falling due.
 */
export async function staffOverview(db: Db, user: UserRow, now = new Date()): Promise<StaffOverview> {
  const scope = staffSubjects(db, user.role === 'admin' ? 'admin' : 'teacher', user.id);
  const [homework, exam, next] = await Promise.all([
    waitingCount(db, scope, 'homework'),
    waitingCount(db, scope, 'exam'),
    upcoming(db, scope, now),
  ]);
  return { toGrade: { homework, exam, total: homework + exam }, upcoming: next };
}
