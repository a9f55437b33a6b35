import { afterAll, beforeAll, expect } from 'vitest';
import { createTestApp, type TestContext } from './app.js';
import type { Part } from './multipart.js';
import { daysFromNow, fields, sendForm } from './requests.js';
import { makeSchool } from './school.js';

type Headers = Record<string, string>;
export type School = Awaited<ReturnType<typeof makeSchool>>;

/**
 * The grading suites' app and small school (`makeSchool`), made before their tests and closed
 * after them, and the calls they share: a homework of the school's subject, one handed in, a grade.
 */
export function gradingSuite() {
  const suite = {} as { t: TestContext; s: School };
  beforeAll(async () => {
    suite.t = await createTestApp();
    suite.s = await makeSchool(suite.t);
  });
  afterAll(() => suite.t.close());

  const file = (filename: string, name = 'files'): Part => ({
    name,
    filename,
    content: `bytes of ${filename}`,
  });

  async function newHomework(title: string, subject?: string, chapter?: string, who?: { headers: Headers }) {
    const { t, s } = suite;
    const res = await sendForm(
      t,
      'POST',
      '/api/homeworks',
      fields({
        title,
        subject: subject ?? s.subject.id,
        chapter: chapter ?? s.chapter.id,
        dueDate: daysFromNow(7),
      }),
      (who ?? s.teacher).headers,
    );
    expect(res.statusCode).toBe(201);
    return res.json().data as { _id: string };
  }

  async function submittedHomework(title: string, who?: { headers: Headers }) {
    const { t, s } = suite;
    const hw = await newHomework(title);
    const res = await sendForm(
      t,
      'POST',
      '/api/homework-submissions/submit',
      [...fields({ homeworkId: hw._id }), file('answer.pdf')],
      (who ?? s.student).headers,
    );
    expect(res.statusCode).toBe(201);
    return { homework: hw, submission: res.json().data as { _id: string } };
  }

  const grade = (kind: string, id: string, parts: Part[], who?: { headers: Headers }) =>
    sendForm(suite.t, 'PUT', `/api/${kind}-submissions/${id}/grade`, parts, (who ?? suite.s.teacher).headers);

  return { suite, file, newHomework, submittedHomework, grade };
}
