import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { examSubmissions, exams, files, homeworkSubmissions, homeworks } from '../src/db/schema/index.js';
import { createTestApp, type TestContext } from './app.js';
import type { Part } from './multipart.js';
import { daysFromNow, fields, filesOnDisk, rowCount, sendForm } from './requests.js';
import { makeSchool } from './school.js';

type Who = { headers: Record<string, string> };
export type School = Awaited<ReturnType<typeof makeSchool>>;

/** A file part of a hand-in: `files` (homeworks) unless named otherwise (`files[]` for exams). */
export const attachment = (
  filename: string,
  content: Buffer | string = `bytes of ${filename}`,
  name = 'files',
): Part => ({
  name,
  filename,
  content,
});

/** A past due date cannot be created: created due later, then moved back in the database. */
const isPast = (dueDate: string) => Date.parse(dueDate) < Date.now();

/**
 * The hand-in suites' app and small school (`makeSchool`), made before their tests and closed
 * after them, and what they share: a homework or exam due when asked, handing one in, and what is
 * stored (rows, files, bytes on disk) to check a refusal kept nothing.
 */
export function handInSuite() {
  const suite = {} as { t: TestContext; s: School };
  beforeAll(async () => {
    suite.t = await createTestApp();
    suite.s = await makeSchool(suite.t);
  });
  afterAll(() => suite.t.close());

  async function newHomework(dueDate = daysFromNow(7), title = 'Forces worksheet') {
    const { t, s } = suite;
    const res = await sendForm(
      t,
      'POST',
      '/api/homeworks',
      fields({
        title,
        subject: s.subject.id,
        chapter: s.chapter.id,
        dueDate: isPast(dueDate) ? daysFromNow(7) : dueDate,
      }),
      s.teacher.headers,
    );
    expect(res.statusCode).toBe(201);
    const homework = res.json().data as { _id: string; title: string; dueDate: string };
    if (!isPast(dueDate)) return homework;
    await t.database.db
      .update(homeworks)
      .set({ dueDate: new Date(dueDate) })
      .where(eq(homeworks.id, homework._id));
    return { ...homework, dueDate: new Date(dueDate).toISOString() };
  }

  async function newExam(dueDate = daysFromNow(7), title = 'Midterm') {
    const { t, s } = suite;
    const res = await sendForm(
      t,
      'POST',
      '/api/exams',
      fields({ title, subject: s.subject.id, dueDate: isPast(dueDate) ? daysFromNow(7) : dueDate }),
      s.teacher.headers,
    );
    expect(res.statusCode).toBe(201);
    const exam = res.json().data as { _id: string; title: string };
    if (isPast(dueDate))
      await t.database.db
        .update(exams)
        .set({ dueDate: new Date(dueDate) })
        .where(eq(exams.id, exam._id));
    return exam;
  }

  const submitHomework = (homeworkId: string, parts: Part[], who?: Who) =>
    sendForm(
      suite.t,
      'POST',
      '/api/homework-submissions/submit',
      [...fields({ homeworkId }), ...parts],
      (who ?? suite.s.student).headers,
    );
  const submitExam = (examId: string, parts: Part[], who?: Who) =>
    sendForm(
      suite.t,
      'POST',
      '/api/exam-submissions/submit',
      [...fields({ examId }), ...parts],
      (who ?? suite.s.student).headers,
    );

  const stored = async () => ({
    homework: await rowCount(suite.t, homeworkSubmissions),
    exam: await rowCount(suite.t, examSubmissions),
    files: await rowCount(suite.t, files),
    disk: await filesOnDisk(suite.t),
  });

  return { suite, newHomework, newExam, submitHomework, submitExam, stored };
}
