import { academicYearOn, mayReplaceHandIn } from '@sabora/contract';
import { asc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestContext, tokenFor } from '../../test/app.js';
import { quizzes, virtualClassEnrollments, virtualClasses } from '../db/schema/index.js';
import { seedDemoIfEmpty } from './demo.js';
import { inItsYear } from './demo-classes.js';

let t: TestContext;
let student: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoIfEmpty(t.database.db, t.storage);
  student = {
    authorization: `Bearer ${await tokenFor(t, 'youssef.mostafa@students.sabora.school', 'sabora123')}`,
  };
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: student });

it('gives a demo student homeworks (one closed), exams and a graded submission they can download', async () => {
  const homeworks = (await get('/api/homeworks/student/my-homeworks?limit=100')).json().data;
  expect(homeworks.length).toBeGreaterThanOrEqual(4);
  expect(homeworks.some((h: { dueDate: string }) => new Date(h.dueDate) < new Date())).toBe(true);
  expect(homeworks.some((h: { questions: unknown[] }) => h.questions.length === 2)).toBe(true);

  const exams = (await get('/api/exams/student/my-exams?limit=100')).json().data;
  expect(exams.length).toBeGreaterThanOrEqual(2);

  const submissions = (await get('/api/homework-submissions/my')).json().data;
  const graded = submissions.find((s: { status: string }) => s.status === 'graded');
  expect(graded).toMatchObject({
    grade: 88,
    feedback: expect.stringContaining('units'),
    homework: { subject: { system: 'IGCSE' } },
  });
  const file = await get(graded.files[0].url);
  expect(file.statusCode).toBe(200);
  expect(file.body).toContain('My answers for');
});

it('gives every demo subject two question-bank questions', async () => {
  const admin = { authorization: `Bearer ${await tokenFor(t, 'admin@sabora.school', 'sabora123')}` };
  const questions = (await t.app.inject({ method: 'GET', url: '/api/question-bank', headers: admin })).json()
    .data;
  expect(questions).toHaveLength(12);
});

it('gives a demo student a home page with something in every panel: classes today (live, upcoming, completed), due dates, a leaderboard', async () => {
  const classes = (await get('/api/virtual-classes/student/my-classes?limit=100')).json().data;
  const statuses = classes.map((c: { status: string }) => c.status);
  expect(statuses).toEqual(expect.arrayContaining(['in-progress', 'scheduled', 'completed']));
  expect(classes.find((c: { status: string }) => c.status === 'in-progress')).toMatchObject({
    isEnrolled: true,
    meetingLink: expect.stringMatching(/^https:\/\//),
  });

  const calendar = (await get('/api/students/calendar-due-dates')).json().data;
  expect(new Set(calendar.map((e: { type: string }) => e.type))).toEqual(
    new Set(['homework', 'quiz', 'exam']),
  );

  const board = (await get('/api/students/leaderboard')).json();
  expect(board.leaderboard.length).toBeGreaterThan(0);
  expect(board.me).toMatchObject({ isMe: true, points: expect.any(Number) });

  const summary = (await get('/api/students/me/summary')).json().data;
  // Youssef takes two subjects, each with today's completed class and three weekly revisions
  // (seed/demo-history.ts): he attended every one but the first revision of each.
  expect(summary.attendance).toEqual({ attended: 6, total: 8 });
  expect(summary.counts.subjects).toBeGreaterThan(0);
});

it('gives a demo student a library: materials and recordings in their subjects, each PDF a real one, and a public guide', async () => {
  const subjects = (await get('/api/library/subjects')).json().data;
  expect(subjects.map((s: { name: string }) => s.name)).toEqual(
    expect.arrayContaining(['Mathematics', 'Physics']),
  );
  const items = (await get('/api/library?limit=100')).json().data as {
    _id: string;
    type: string;
    isPublic: boolean;
    chapter: { order: number };
  }[];
  expect(new Set(items.map((i) => i.type))).toEqual(new Set(['material', 'recording']));
  expect(new Set(items.map((i) => i.chapter.order))).toEqual(new Set([1, 2]));
  expect(items.some((i) => i.isPublic)).toBe(true);
  const material = items.find((i) => i.type === 'material')!;
  const file = await t.app.inject({
    method: 'POST',
    url: `/api/library/${material._id}/download`,
    headers: student,
  });
  expect(file.statusCode).toBe(200);
  expect(file.body.startsWith('%PDF-1.4')).toBe(true);
  expect(file.body.trimEnd().endsWith('%%EOF')).toBe(true);
});

it('gives a demo student a homework due within a day, not handed in: the due-date reminder has one to tell', async () => {
  const homeworks = (await get('/api/homeworks/student/my-homeworks?limit=100')).json().data as {
    _id: string;
    dueDate: string;
  }[];
  const handedIn = new Set(
    ((await get('/api/homework-submissions/my')).json().data as { homework: { _id: string } }[]).map(
      (s) => s.homework._id,
    ),
  );
  const now = Date.now();
  const dueSoon = homeworks.filter((h) => {
    const due = Date.parse(h.dueDate);
    return due > now && due <= now + 86_400_000 && !handedIn.has(h._id);
  });
  expect(dueSoon.length).toBeGreaterThan(0);
});

it('gives the demo a class repeating weekly: three weeks at the same hour, its students enrolled', async () => {
  const clinics = await t.database.db
    .select()
    .from(virtualClasses)
    .where(like(virtualClasses.title, '%: weekly problem clinic'))
    .orderBy(asc(virtualClasses.scheduledDate));
  expect(clinics).toHaveLength(3);
  // A week apart on the school's wall clock (Cairo keeps summer time: then a week is not 7 × 24 h).
  const cairo = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Africa/Cairo',
    weekday: 'long',
    hour: '2-digit',
    minute: '2-digit',
  });
  const days = (d: Date) => Math.round(d.getTime() / 86_400_000);
  expect(new Set(clinics.map((c) => cairo.format(c.scheduledDate))).size).toBe(1);
  expect(clinics.slice(1).map((c, i) => days(c.scheduledDate) - days(clinics[i]!.scheduledDate))).toEqual([
    7, 7,
  ]);
  const enrolled = await t.database.db
    .select()
    .from(virtualClassEnrollments)
    .where(eq(virtualClassEnrollments.classId, clinics[2]!.id));
  expect(enrolled.length).toBeGreaterThan(0);
});

it("files every demo class under the academic year of its date on the school's clock, whatever year the demo starts in", async () => {
  const classes = await t.database.db.select().from(virtualClasses);
  expect(classes.length).toBeGreaterThan(0);
  expect(classes.map((c) => c.academicYear)).toEqual(
    classes.map((c) => academicYearOn(c.scheduledDate, 'Africa/Cairo')),
  );
  // And in a later year: a class of September 2027 opens 2027-2028.
  expect(inItsYear({ scheduledDate: new Date('2027-09-02T08:00:00Z') }).academicYear).toBe('2027-2028');
  expect(inItsYear({ scheduledDate: new Date('2027-08-31T08:00:00Z') }).academicYear).toBe('2026-2027');
});

it('gives Ziad a mid-term handed in early and replaced once, which he may still replace', async () => {
  const ziad = {
    authorization: `Bearer ${await tokenFor(t, 'ziad.youssef@students.sabora.school', 'sabora123')}`,
  };
  const [handedIn] = (
    await t.app.inject({ method: 'GET', url: '/api/exam-submissions/my', headers: ziad })
  ).json().data;
  expect(handedIn).toMatchObject({
    exam: { title: 'SAT Math: mid-term exam' },
    status: 'submitted',
    grade: null,
    files: [expect.objectContaining({ originalName: 'mid-term-answers.txt' })],
    earlierFiles: [expect.objectContaining({ originalName: 'mid-term-draft.txt' })],
  });
  expect(mayReplaceHandIn(handedIn)).toBe(true);
  const earlier = await t.app.inject({ method: 'GET', url: handedIn.earlierFiles[0].url, headers: ziad });
  expect(earlier.body).toContain('Draft answers');
});

it('gives the progress charts a term to draw: points over weeks, a class average where the class is large enough', async () => {
  const { subjects } = (await get('/api/students/me/progress')).json().data as {
    subjects: { name: string; points: { date: string; grade: number }[]; classAverage: number | null }[];
  };
  const maths = subjects.find((s) => s.name === 'Mathematics')!;
  expect(maths.points.length).toBeGreaterThanOrEqual(4);
  const days = maths.points.map((p) => Math.round((Date.now() - Date.parse(p.date)) / 86_400_000));
  expect(Math.max(...days)).toBeGreaterThan(40);
  expect(new Set(maths.points.map((p) => p.grade)).size).toBeGreaterThan(2);
  expect(maths.classAverage).toEqual(expect.any(Number));

  // Ali's National subjects have four students or fewer: their average stays private.
  const ali = {
    authorization: `Bearer ${await tokenFor(t, 'ali.adel@students.sabora.school', 'sabora123')}`,
  };
  const his = (await t.app.inject({ method: 'GET', url: '/api/students/me/progress', headers: ali })).json()
    .data.subjects as { points: unknown[]; classAverage: number | null }[];
  expect(his.length).toBeGreaterThan(0);
  for (const subject of his) {
    expect(subject.points.length).toBeGreaterThanOrEqual(2);
    expect(subject.classAverage).toBeNull();
  }
});

it("gives a quiz's statistics a spread: Mathematics' diagnostic taken by all six, scores and choices apart", async () => {
  const teacher = {
    authorization: `Bearer ${await tokenFor(t, 'mona.hassan@sabora.school', 'sabora123')}`,
  };
  const [diagnostic] = await t.database.db
    .select()
    .from(quizzes)
    .where(eq(quizzes.title, 'Mathematics: chapter 1 diagnostic'));
  const stats = (
    await t.app.inject({ method: 'GET', url: `/api/quizzes/${diagnostic!.id}/statistics`, headers: teacher })
  ).json().data as {
    attempts: number;
    histogram: { count: number }[];
    questions: { correctRate: number; discrimination: number | null; options: { chosen: number }[] }[];
  };
  expect(stats.attempts).toBe(6);
  expect(stats.histogram.filter((band) => band.count > 0).length).toBeGreaterThanOrEqual(2);
  for (const question of stats.questions) {
    expect(question.correctRate).toBeGreaterThan(0);
    expect(question.correctRate).toBeLessThan(1);
    expect(question.discrimination).toEqual(expect.any(Number));
    expect(question.options.filter((option) => option.chosen > 0).length).toBeGreaterThanOrEqual(2);
  }
});
