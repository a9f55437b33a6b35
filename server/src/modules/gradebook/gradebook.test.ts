import { Readable } from 'node:stream';
import { averageGrade, type Gradebook } from '@sabora/contract';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedIn, type TestContext } from '../../../test/app.js';
import { assignTeacher, enrol, makeChapter, makeSubject } from '../../../test/factories.js';
import { call, daysFromNow, get } from '../../../test/requests.js';
import { makeSchool, TERM_START } from '../../../test/school.js';
import {
  examSubmissions,
  exams,
  homeworkSubmissions,
  homeworks,
  quizAttempts,
  quizzes,
} from '../../db/schema/index.js';
import { parseCsv } from '../../lib/csv.js';

let t: TestContext;
let s: Awaited<ReturnType<typeof makeSchool>>;
let latecomer: Awaited<ReturnType<typeof signedIn>> & { profileId: string };
const ids = { sheet: '', quiz: '', exam: '', chemistry: '' };

/**
 * Physics: a homework due 10 days ago (the student's graded 80; the classmate handed nothing in),
 * a quiz due 5 days ago (the student's submitted late, 60; the classmate's attempt still running)
 * and an exam due in 3 days (the student's handed in, not graded). A latecomer enrolled today.
 * Chemistry has a homework of its own.
 */
beforeAll(async () => {
  t = await createTestApp();
  s = await makeSchool(t);
  const db = t.database.db;
  const student = await signedIn(t, 'student');
  latecomer = { ...student, profileId: (await enrol(t, student.user.id, [s.subject.id])).id };

  const [sheet] = await db
    .insert(homeworks)
    .values({
      title: 'Forces sheet',
      subjectId: s.subject.id,
      chapterId: s.chapter.id,
      dueDate: new Date(daysFromNow(-10)),
    })
    .returning();
  const [quiz] = await db
    .insert(quizzes)
    .values({
      title: 'Speed quiz',
      subjectId: s.subject.id,
      dueDate: new Date(daysFromNow(-5)),
      durationMinutes: 10,
    })
    .returning();
  const [exam] = await db
    .insert(exams)
    .values({ title: 'Motion test', subjectId: s.subject.id, dueDate: new Date(daysFromNow(3)) })
    .returning();
  const [chemistry] = await db
    .insert(homeworks)
    .values({
      title: 'Atoms sheet',
      subjectId: s.otherSubject.id,
      chapterId: s.otherChapter.id,
      dueDate: new Date(daysFromNow(-1)),
    })
    .returning();
  Object.assign(ids, { sheet: sheet!.id, quiz: quiz!.id, exam: exam!.id, chemistry: chemistry!.id });

  await db
    .insert(homeworkSubmissions)
    .values({ homeworkId: sheet!.id, studentId: s.student.profile.id, status: 'graded', grade: 80 });
  await db.insert(quizAttempts).values([
    {
      quizId: quiz!.id,
      studentId: s.student.profile.id,
      submittedAt: new Date(daysFromNow(-4)),
      status: 'late',
      isLate: true,
      score: 60,
      grade: 60,
      totalQuestions: 5,
    },
    { quizId: quiz!.id, studentId: s.classmate.profile.id, totalQuestions: 5 },
  ]);
  await db.insert(examSubmissions).values({ examId: exam!.id, studentId: s.student.profile.id });
});
afterAll(() => t.close());

async function gradebookAs(headers: Record<string, string>, subject = s.subject.id) {
  const res = await get(t, `/api/gradebook?subject=${subject}`, headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Gradebook;
}
const rowOf = (book: Gradebook, studentId: string) => book.students.find((row) => row.id === studentId)!;

describe('GET /api/gradebook', () => {
  it("lists the subject's items by due date and a cell per enrolled student", async () => {
    const book = await gradebookAs(s.teacher.headers);
    expect(book.subject).toMatchObject({ _id: s.subject.id, name: 'Physics' });
    expect(book.items.map((item) => [item.kind, item.title])).toEqual([
      ['homework', 'Forces sheet'],
      ['quiz', 'Speed quiz'],
      ['exam', 'Motion test'],
    ]);
    // The lapsed enrolment and the other subject's student are not rows.
    expect(book.students.map((row) => row.id).sort()).toEqual(
      [s.student.profile.id, s.classmate.profile.id, latecomer.profileId].sort(),
    );
    const names = book.students.map((row) => row.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));

    const at = (studentId: string) =>
      rowOf(book, studentId).cells.map(({ grade, status, late }) => ({ grade, status, late }));
    expect(at(s.student.profile.id)).toEqual([
      { grade: 80, status: 'graded', late: false },
      { grade: 60, status: 'graded', late: true },
      { grade: null, status: 'awaitingGrade', late: false },
    ]);
    // A running quiz attempt is not handed in.
    expect(at(s.classmate.profile.id)).toEqual([
      { grade: null, status: 'missing', late: false },
      { grade: null, status: 'missing', late: false },
      { grade: null, status: 'notDue', late: false },
    ]);
    // Enrolled after both were due: not missing for them.
    expect(at(latecomer.profileId)).toEqual([
      { grade: null, status: 'notExpected', late: false },
      { grade: null, status: 'notExpected', late: false },
      { grade: null, status: 'notDue', late: false },
    ]);
    expect(rowOf(book, s.student.profile.id).average).toBe(70);
    expect(rowOf(book, s.classmate.profile.id).average).toBeNull();
    expect(rowOf(book, s.student.profile.id).cells.map((cell) => cell.itemId)).toEqual(
      book.items.map((i) => i.id),
    );
  });

  it('puts each grade under its own item when a kind has several, entered out of date order', async () => {
    const db = t.database.db;
    const subject = await makeSubject(t, { name: 'Biology' });
    const chapter = await makeChapter(t, subject.id, 1, 'Cells');
    await assignTeacher(t, subject.id, s.teacher.user.id);
    const pupil = await signedIn(t, 'student');
    const profile = await enrol(t, pupil.user.id, [subject.id], { enrolledAt: TERM_START });
    // Due dates out of insertion order, two on the same day, kinds interleaved by date.
    const homeworkDays = [-3, -20, -8, -8, -30];
    // The ends of the scale too: a 0 is a grade, not the absence of one.
    const homeworkGrades = [0, 100, 52, 53, 54];
    const examDays = [-5, -25];
    const grades = new Map<string, number>();
    for (const [n, days] of homeworkDays.entries()) {
      const [row] = await db
        .insert(homeworks)
        .values({
          title: `Sheet ${n}`,
          subjectId: subject.id,
          chapterId: chapter.id,
          dueDate: new Date(daysFromNow(days)),
        })
        .returning();
      grades.set(row!.id, homeworkGrades[n]!);
      await db.insert(homeworkSubmissions).values({
        homeworkId: row!.id,
        studentId: profile.id,
        status: 'graded',
        grade: homeworkGrades[n]!,
      });
    }
    for (const [n, days] of examDays.entries()) {
      const [row] = await db
        .insert(exams)
        .values({ title: `Test ${n}`, subjectId: subject.id, dueDate: new Date(daysFromNow(days)) })
        .returning();
      grades.set(row!.id, 90 + n);
      await db
        .insert(examSubmissions)
        .values({ examId: row!.id, studentId: profile.id, status: 'graded', grade: 90 + n });
    }

    const book = await gradebookAs(s.teacher.headers, subject.id);
    const dates = book.items.map((item) => item.dueDate);
    expect(dates).toEqual([...dates].sort());
    const [row] = book.students;
    expect(row!.cells.map((cell) => cell.itemId)).toEqual(book.items.map((item) => item.id));
    expect(row!.cells.map((cell) => cell.grade)).toEqual(book.items.map((item) => grades.get(item.id)));
    expect(row!.cells.every((cell) => cell.status === 'graded' && !cell.late)).toBe(true);
    expect(row!.average).toBe(averageGrade([...grades.values()]));
  });

  it('orders items due at the same moment by title as people read it, whatever the database', async () => {
    const db = t.database.db;
    const subject = await makeSubject(t, { name: 'Geography' });
    const chapter = await makeChapter(t, subject.id, 1, 'Rivers');
    await assignTeacher(t, subject.id, s.teacher.user.id);
    const pupil = await signedIn(t, 'student');
    const profile = await enrol(t, pupil.user.id, [subject.id], { enrolledAt: TERM_START });
    const due = new Date(daysFromNow(-2));
    // Byte order puts "B" before "a"; a reader, and the earlier code, put "apple" first.
    for (const [title, grade] of [
      ['Banana sheet', 40],
      ['apple sheet', 90],
    ] as const) {
      const [row] = await db
        .insert(homeworks)
        .values({ title, subjectId: subject.id, chapterId: chapter.id, dueDate: due })
        .returning();
      await db
        .insert(homeworkSubmissions)
        .values({ homeworkId: row!.id, studentId: profile.id, status: 'graded', grade });
    }

    const book = await gradebookAs(s.teacher.headers, subject.id);
    expect(book.items.map((item) => item.title)).toEqual(['apple sheet', 'Banana sheet']);
    expect(book.students[0]!.cells.map((cell) => cell.grade)).toEqual([90, 40]);
  });

  it('is the same for an admin, and empty of rows for a subject nobody is enrolled in', async () => {
    expect(await gradebookAs(s.admin.headers)).toEqual(await gradebookAs(s.teacher.headers));
    const chemistry = await gradebookAs(s.otherTeacher.headers, s.otherSubject.id);
    expect(chemistry.items.map((item) => item.id)).toEqual([ids.chemistry]);
    expect(chemistry.students.map((row) => row.id)).toEqual([s.outsider.profile.id]);
  });

  it("answers 404 for another teacher's subject or an unknown one, 400 for a malformed id, 403 for others", async () => {
    for (const [headers, subject, status] of [
      [s.otherTeacher.headers, s.subject.id, 404],
      [s.teacher.headers, '00000000-0000-4000-8000-000000000000', 404],
      [s.teacher.headers, 'not-an-id', 400],
      [s.student.headers, s.subject.id, 403],
      [s.student.parent.headers, s.subject.id, 403],
    ] as const) {
      for (const path of ['/api/gradebook', '/api/gradebook/export']) {
        const res = await get(t, `${path}?subject=${subject}`, headers);
        expect(res.statusCode, `${path} ${subject}`).toBe(status);
        expect(res.body).not.toContain('Forces sheet');
      }
    }
    expect((await get(t, '/api/gradebook', s.teacher.headers)).statusCode).toBe(400);
  });
});

describe('GET /api/gradebook/export', () => {
  it('downloads the gradebook as CSV, a row per student in the same order', async () => {
    const book = await gradebookAs(s.teacher.headers);
    const res = await get(t, `/api/gradebook/export?subject=${s.subject.id}&format=csv`, s.teacher.headers);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toContain('Physics%20gradebook.csv');
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const [heading, ...rows] = parseCsv(res.body).map((record) => record.fields);
    expect(heading).toEqual([
      'Student',
      'Student ID',
      'Email',
      expect.stringMatching(/^Forces sheet \(homework, \d{4}-\d{2}-\d{2}\)$/),
      expect.stringMatching(/^Speed quiz \(quiz, /),
      expect.stringMatching(/^Motion test \(exam, /),
      'Average',
    ]);
    expect(rows.map((row) => row[0])).toEqual(book.students.map((row) => row.name));
    const byId = (studentId: string) =>
      rows[book.students.findIndex((row) => row.id === studentId)]!.slice(3);
    expect(byId(s.student.profile.id)).toEqual(['80', '60 (late)', 'Awaiting grade', '70']);
    expect(byId(s.classmate.profile.id)).toEqual(['Missing', 'Missing', '', '']);
    expect(byId(latecomer.profileId)).toEqual([
      'Not expected (enrolled later)',
      'Not expected (enrolled later)',
      '',
      '',
    ]);
  });

  it('downloads an xlsx workbook that reads back to the gradebook, in the reader’s language', async () => {
    const speak = (language: string) =>
      call(t, 'PUT', '/api/users/me/settings', s.teacher.headers, {
        language,
        theme: 'light',
        emailNotifications: true,
      });
    expect((await speak('ar')).statusCode).toBe(200);
    try {
      const book = await gradebookAs(s.teacher.headers);
      const res = await get(
        t,
        `/api/gradebook/export?subject=${s.subject.id}&format=xlsx`,
        s.teacher.headers,
      );
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe(
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      );
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.read(Readable.from([res.rawPayload]));
      const sheet = workbook.worksheets[0]!;
      expect(sheet.name).toBe('Physics');
      expect(sheet.views[0]).toMatchObject({ state: 'frozen', xSplit: 1, ySplit: 1, rightToLeft: true });
      const values = sheet.getSheetValues().slice(1) as unknown[][];
      expect(values[0]!.slice(1, 4)).toEqual(['الطالب', 'رقم الطالب', 'البريد الإلكتروني']);
      expect(values[0]![7]).toBe('المتوسط');
      book.students.forEach((student, r) => {
        const row = values[r + 1]!;
        expect(row.slice(1, 4)).toEqual([student.name, student.studentId, student.email]);
        student.cells.forEach((cell, i) => {
          if (cell.status === 'graded') expect(row[4 + i]).toBe(cell.grade);
          else if (cell.status === 'notDue') expect(row[4 + i] ?? '').toBe('');
          else expect(typeof row[4 + i]).toBe('string');
        });
        expect(row[7] ?? null).toBe(student.average);
      });
      const student = book.students.findIndex((row) => row.id === s.student.profile.id);
      expect(sheet.getRow(student + 2).getCell(5).note).toBe('متأخر');
      expect(sheet.getRow(student + 2).getCell(6).value).toBe('بانتظار التقييم');
    } finally {
      await speak('en');
    }
  });

  it('refuses a format it does not write', async () => {
    const res = await get(t, `/api/gradebook/export?subject=${s.subject.id}&format=pdf`, s.teacher.headers);
    expect(res.statusCode).toBe(400);
  });
});

describe('GET /api/homeworks/:id/statistics and /api/exams/:id/statistics', () => {
  it("gives an item's figures from the gradebook's cells", async () => {
    const sheet = await get(t, `/api/homeworks/${ids.sheet}/statistics`, s.teacher.headers);
    expect(sheet.statusCode, sheet.body).toBe(200);
    // The latecomer enrolled after it was due: not expected to hand it in.
    expect(sheet.json().data).toMatchObject({
      expected: 2,
      handedIn: 1,
      late: 0,
      graded: 1,
      awaitingGrade: 0,
      missing: 1,
      mean: 80,
      median: 80,
    });
    expect(sheet.json().data.histogram[8]).toEqual({ from: 80, to: 89, count: 1 });
    const exam = await get(t, `/api/exams/${ids.exam}/statistics`, s.admin.headers);
    expect(exam.json().data).toMatchObject({
      expected: 3,
      handedIn: 1,
      graded: 0,
      awaitingGrade: 1,
      missing: 0,
      mean: null,
      median: null,
    });
  });

  it('answers 404 outside the subject or for the wrong kind, 403 to students', async () => {
    for (const [path, headers, status] of [
      [`/api/homeworks/${ids.sheet}/statistics`, s.otherTeacher.headers, 404],
      [`/api/exams/${ids.sheet}/statistics`, s.teacher.headers, 404],
      ['/api/homeworks/not-an-id/statistics', s.teacher.headers, 404],
      [`/api/homeworks/${ids.sheet}/statistics`, s.student.headers, 403],
    ] as const) {
      expect((await get(t, path, headers)).statusCode, path).toBe(status);
    }
  });
});
