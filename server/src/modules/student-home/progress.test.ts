import type { StudentProgress } from '@sabora/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, createUser, signedIn, type TestContext } from '../../../test/app.js';
import { enrol } from '../../../test/factories.js';
import { daysFromNow, get } from '../../../test/requests.js';
import { makeSchool, TERM_START } from '../../../test/school.js';
import {
  examSubmissions,
  exams,
  homeworkSubmissions,
  homeworks,
  quizAttempts,
  quizzes,
} from '../../db/schema/index.js';

let t: TestContext;
let s: Awaited<ReturnType<typeof makeSchool>>;
let pupil: { headers: Record<string, string>; profileId: string; parent: Record<string, string> };

const day = (days: number) => new Date(daysFromNow(days));

/**
 * The pupil, in Physics and Chemistry: in Physics a homework graded 80 (handed in 11 days ago), a
 * quiz graded 60 (6 days ago) and an exam handed in, not graded; four classmates have 40 each on the
 * homework, so five students have Physics grades. In Chemistry only the pupil has a grade (90).
 */
beforeAll(async () => {
  t = await createTestApp();
  s = await makeSchool(t);
  const db = t.database.db;
  const student = await signedIn(t, 'student');
  const parent = await createUser(t, 'parent');
  const profile = await enrol(t, student.user.id, [s.subject.id, s.otherSubject.id], {
    parentEmail: parent.email,
    enrolledAt: TERM_START,
  });
  pupil = { headers: student.headers, profileId: profile.id, parent: bearer(t.app.tokens.sign(parent)) };

  const [sheet, atoms] = await db
    .insert(homeworks)
    .values([
      { title: 'Forces sheet', subjectId: s.subject.id, chapterId: s.chapter.id, dueDate: day(-10) },
      { title: 'Atoms sheet', subjectId: s.otherSubject.id, chapterId: s.otherChapter.id, dueDate: day(-3) },
    ])
    .returning();
  const [quiz] = await db
    .insert(quizzes)
    .values({ title: 'Speed quiz', subjectId: s.subject.id, dueDate: day(-5), durationMinutes: 10 })
    .returning();
  const [exam] = await db
    .insert(exams)
    .values({ title: 'Motion test', subjectId: s.subject.id, dueDate: day(-2) })
    .returning();

  const classmates = [];
  for (let i = 0; i < 4; i++) {
    const classmate = await signedIn(t, 'student');
    classmates.push(await enrol(t, classmate.user.id, [s.subject.id], { enrolledAt: TERM_START }));
  }
  await db.insert(homeworkSubmissions).values([
    { homeworkId: sheet!.id, studentId: profile.id, status: 'graded', grade: 80, submittedAt: day(-11) },
    { homeworkId: atoms!.id, studentId: profile.id, status: 'graded', grade: 90, submittedAt: day(-4) },
    ...classmates.map((c) => ({
      homeworkId: sheet!.id,
      studentId: c.id,
      status: 'graded' as const,
      grade: 40,
    })),
  ]);
  await db.insert(quizAttempts).values({
    quizId: quiz!.id,
    studentId: profile.id,
    submittedAt: day(-6),
    status: 'graded',
    score: 60,
    grade: 60,
    totalQuestions: 5,
  });
  await db.insert(examSubmissions).values({ examId: exam!.id, studentId: profile.id, submittedAt: day(-2) });
});
afterAll(() => t.close());

async function progressAs(headers: Record<string, string>, query = '') {
  const res = await get(t, `/api/students/me/progress${query}`, headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as StudentProgress;
}

describe('GET /api/students/me/progress', () => {
  it("gives each subject the student's grades over time, their average and the class's", async () => {
    const progress = await progressAs(pupil.headers);
    expect(progress.subjects.map((subject) => subject.name)).toEqual(['Chemistry', 'Physics']);
    const [chemistry, physics] = progress.subjects;
    expect(physics).toMatchObject({ subject: s.subject.id, average: 70 });
    expect(physics!.points.map(({ kind, title, grade }) => ({ kind, title, grade }))).toEqual([
      { kind: 'homework', title: 'Forces sheet', grade: 80 },
      { kind: 'quiz', title: 'Speed quiz', grade: 60 },
    ]);
    expect(Date.parse(physics!.points[0]!.date)).toBeLessThan(Date.parse(physics!.points[1]!.date));
    // Five students have Physics grades: (80 + 60 + 4 × 40) / 6.
    expect(physics!.classAverage).toBe(50);
    // Only the pupil has a Chemistry grade: no class average to read it from.
    expect(chemistry).toMatchObject({ average: 90, classAverage: null });
    expect(progress.attendance).toEqual({ attended: 0, total: 0 });
  });

  it("is the same for the student's parent, and refused to anyone else's", async () => {
    expect(await progressAs(pupil.parent, `?student=${pupil.profileId}`)).toEqual(
      await progressAs(pupil.headers),
    );
    const other = await get(
      t,
      `/api/students/me/progress?student=${pupil.profileId}`,
      s.student.parent.headers,
    );
    expect(other.statusCode).toBe(404);
    expect(other.body).not.toContain('Forces sheet');
    expect((await get(t, '/api/students/me/progress', s.teacher.headers)).statusCode).toBe(403);
  });

  it('gives a student with no grade yet an empty line and the class average', async () => {
    const progress = await progressAs(s.student.headers);
    expect(progress.subjects).toEqual([
      { subject: s.subject.id, name: 'Physics', points: [], average: null, classAverage: 50 },
    ]);
  });
});
