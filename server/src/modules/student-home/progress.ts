import {
  averageGrade,
  averageOf,
  CLASS_AVERAGE_MIN_STUDENTS,
  GRADE_ITEM_TYPES,
  type StudentProgress,
} from '@sabora/contract';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import { subjectsOfStudent } from '../../access/index.js';
import type { Db } from '../../db/client.js';
import { subjects } from '../../db/schema/index.js';
import { gradedWork, type WorkKind, workKinds } from '../assignments/index.js';
import { classAttendance } from './summary.js';

/** The student's graded work of one kind in these subjects, with when it was handed in. */
function pointsOf(db: Db, kind: WorkKind, profileId: string, subjectIds: string[]) {
  const { items: item, work, itemColumn } = workKinds[kind];
  return db
    .select({
      subjectId: item.subjectId,
      kind: sql<WorkKind>`${kind}::text`.as('kind'),
      title: item.title,
      grade: sql<number>`${work.grade}`.as('grade'),
      // Handed in, so never null; read as the driver's text through the three branches.
      date: sql<string>`${work.submittedAt}`.as('date'),
    })
    .from(work)
    .innerJoin(item, eq(item.id, itemColumn))
    .where(and(eq(work.studentId, profileId), inArray(item.subjectId, subjectIds), gradedWork(kind)));
}

/** The student's graded work in these subjects, oldest first: one statement of three branches. */
function myPoints(db: Db, profileId: string, subjectIds: string[]) {
  const [homework, quiz, exam] = GRADE_ITEM_TYPES.map((kind) => pointsOf(db, kind, profileId, subjectIds));
  return unionAll(homework!, quiz!, exam!).orderBy(sql`date`, sql`title`);
}

interface ClassFigures {
  sum: number;
  count: number;
  students: number;
}

/** Every student's graded work of one kind in these subjects: the class's side of the averages. */
function classGradesOf(db: Db, kind: WorkKind, subjectIds: string[]) {
  const { items: item, work, itemColumn } = workKinds[kind];
  return db
    .select({
      subjectId: sql<string>`${item.subjectId}`.as('subject_id'),
      studentId: sql<string>`${work.studentId}`.as('student_id'),
      grade: sql<number>`${work.grade}`.as('grade'),
    })
    .from(work)
    .innerJoin(item, eq(item.id, itemColumn))
    .where(and(inArray(item.subjectId, subjectIds), gradedWork(kind)));
}

/** Per subject: the sum and count of the class's grades and how many students have one. */
async function classFigures(db: Db, subjectIds: string[]): Promise<Map<string, ClassFigures>> {
  const [homework, quiz, exam] = GRADE_ITEM_TYPES.map((kind) => classGradesOf(db, kind, subjectIds));
  const all = unionAll(homework!, quiz!, exam!).as('class_grades');
  const rows = await db
    .select({
      subjectId: all.subjectId,
      sum: sql<number>`sum(${all.grade})`.mapWith(Number),
      count: sql<number>`count(*)`.mapWith(Number),
      students: sql<number>`count(distinct ${all.studentId})`.mapWith(Number),
    })
    .from(all)
    .groupBy(all.subjectId);
  return new Map(rows.map((row) => [row.subjectId, row]));
}

/**
 * A student's progress (docs/decisions.md, "Progress"): per active subject, their graded work over
 * time, their average and the class's anonymous one (only where at least
 * `CLASS_AVERAGE_MIN_STUDENTS` students have grades), and their attendance of virtual classes.
 */
export async function studentProgress(db: Db, profileId: string): Promise<StudentProgress> {
  const mine = await db
    .select({ id: subjects.id, name: subjects.name })
    .from(subjects)
    .where(subjectsOfStudent(db, profileId))
    .orderBy(asc(subjects.name), asc(subjects.id));
  const ids = mine.map((subject) => subject.id);
  const [points, classes, attendance] = await Promise.all([
    ids.length === 0 ? [] : myPoints(db, profileId, ids),
    ids.length === 0 ? new Map<string, ClassFigures>() : classFigures(db, ids),
    classAttendance(db, profileId),
  ]);
  return {
    subjects: mine.map((subject) => {
      const own = points.filter((point) => point.subjectId === subject.id);
      const cls = classes.get(subject.id);
      return {
        subject: subject.id,
        name: subject.name,
        points: own.map((point) => ({
          date: new Date(point.date).toISOString(),
          grade: point.grade,
          kind: point.kind,
          title: point.title,
        })),
        average: averageGrade(own.map((point) => point.grade)),
        classAverage:
          cls && cls.students >= CLASS_AVERAGE_MIN_STUDENTS ? averageOf(cls.sum, cls.count) : null,
      };
    }),
    attendance,
  };
}
