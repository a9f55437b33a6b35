import { count } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import { chapters, studentSubjects, students, subjects, subjectTeachers, users } from '../db/schema/index.js';
import { hashPassword } from '../lib/passwords.js';
import { notify } from '../modules/notifications/service.js';
import type { FileStorage } from '../plugins/storage.js';
import { DEMO_SUBJECTS, demoChapters } from './demo-catalogue.js';
import { seedDemoClasses } from './demo-classes.js';
import { seedDemoHistory } from './demo-history.js';
import { seedDemoLibrary } from './demo-library.js';
import {
  DEMO_ADMIN,
  DEMO_PARENTS,
  DEMO_PASSWORD,
  DEMO_STUDENTS,
  DEMO_TEACHERS,
  type DemoPerson,
} from './demo-people.js';
import { seedDemoQuizzes } from './demo-quizzes.js';
import type { DemoSubject } from './demo-subject.js';
import { seedDemoWork } from './demo-work.js';

/** Loads the demo school into an empty database; returns false when there was data already. */
export async function seedDemoIfEmpty(db: Db, storage: FileStorage): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users);
  if ((row?.n ?? 0) > 0) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const people = [DEMO_ADMIN, ...DEMO_TEACHERS, ...DEMO_PARENTS, ...DEMO_STUDENTS];
    const inserted = await tx
      .insert(users)
      .values(
        people.map((p) => ({
          role: p.role,
          firstName: p.firstName,
          lastName: p.lastName,
          email: p.email,
          phone: p.phone,
          passwordHash,
          emailVerifiedAt: new Date(),
        })),
      )
      .returning();
    const idOf = new Map(inserted.map((u) => [u.email, u.id]));
    const catalogue = await seedCatalogue(tx, idOf);
    await seedDemoWork(tx, storage, catalogue);
    await seedDemoQuizzes(tx, catalogue);
    await seedDemoClasses(tx, catalogue);
    await seedDemoLibrary(tx, storage, catalogue);
    await seedDemoHistory(tx, storage, catalogue);
    await notify(
      tx,
      inserted.map((u) => u.id),
      { notice: 'welcome', params: {}, link: null },
    );
    await notify(
      tx,
      DEMO_STUDENTS.map((s) => idOf.get(s.email)!),
      { notice: 'termTimetable', params: {}, link: '/home-students' },
    );
  });
  return true;
}

/** Subjects with their teachers, and each student's profile enrolled in the subjects of their system. */
async function seedCatalogue(tx: Tx, idOf: Map<string, string>): Promise<DemoSubject[]> {
  const year = String(new Date().getFullYear());
  const subjectRows = await tx
    .insert(subjects)
    .values(DEMO_SUBJECTS.map(({ teachers: _t, ...s }) => ({ ...s, academicYear: year })))
    .returning();
  await tx.insert(subjectTeachers).values(
    DEMO_SUBJECTS.flatMap((s, i) =>
      s.teachers.map((email, t) => ({
        subjectId: subjectRows[i]!.id,
        teacherId: idOf.get(email)!,
        isPrimary: t === 0,
      })),
    ),
  );
  const chapterRows = await tx
    .insert(chapters)
    .values(
      DEMO_SUBJECTS.flatMap((s, i) => demoChapters(s).map((c) => ({ ...c, subjectId: subjectRows[i]!.id }))),
    )
    .returning();
  const parents = new Map(DEMO_PARENTS.map((p) => [p.email, p]));
  const profileRows = await tx
    .insert(students)
    .values(
      DEMO_STUDENTS.map((s, i) => {
        const parent = parents.get(s.parentEmail!)!;
        return {
          userId: idOf.get(s.email)!,
          studentId: `STU-${year}-${String(i + 1).padStart(4, '0')}`,
          system: s.system!,
          academicYear: year,
          parentName: `${parent.firstName} ${parent.lastName}`,
          parentEmail: parent.email,
          parentPhone: parent.phone,
        };
      }),
    )
    .returning();
  // Every student takes the subjects of their system, except that every third skips the second one,
  // so the landing page's "most recommended" order means something.
  const enrolments = await tx
    .insert(studentSubjects)
    .values(
      DEMO_STUDENTS.flatMap((s, i) =>
        DEMO_SUBJECTS.flatMap((subject, j) =>
          subject.system === s.system &&
          !(i % 3 === 2 && DEMO_SUBJECTS.filter((x) => x.system === s.system)[1] === subject)
            ? [
                {
                  studentId: profileRows[i]!.id,
                  subjectId: subjectRows[j]!.id,
                  teacherId: idOf.get(subject.teachers[0]!)!,
                  // Since the term began: the work already due (the closed homework) is theirs too.
                  enrolledAt: TERM_BEGAN(),
                },
              ]
            : [],
        ),
      ),
    )
    .returning();
  return subjectRows.map((subject, i) => ({
    id: subject.id,
    code: subject.code,
    name: subject.name,
    firstChapterId: chapterRows.find((c) => c.subjectId === subject.id && c.order === 1)!.id,
    teacherId: idOf.get(DEMO_SUBJECTS[i]!.teachers[0]!)!,
    studentIds: enrolments.filter((e) => e.subjectId === subject.id).map((e) => e.studentId),
  }));
}

/** The demo term began two months before the demo school was made. */
const TERM_BEGAN = () => new Date(Date.now() - 60 * 24 * 60 * 60 * 1000);

/** The lines printed at start-up so people can try every role at once. */
export function demoAccountLines(): string[] {
  const line = (p: DemoPerson, secret: string) => `  ${p.role.padEnd(8)} ${p.email.padEnd(46)} ${secret}`;
  return [
    'Demo accounts (Student/Staff Login: email + password; Parent Login: email + phone):',
    line(DEMO_ADMIN, `password ${DEMO_PASSWORD}`),
    ...DEMO_TEACHERS.map((p) => line(p, `password ${DEMO_PASSWORD}`)),
    ...DEMO_STUDENTS.slice(0, 3).map((p) => line(p, `password ${DEMO_PASSWORD}`)),
    `  … and ${DEMO_STUDENTS.length - 3} more students (same password)`,
    ...DEMO_PARENTS.slice(0, 2).map((p) => line(p, `phone ${p.phone}`)),
    `  … and ${DEMO_PARENTS.length - 2} more parents`,
  ];
}
