import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/app.js';
import { attachment, handInSuite, type School } from '../../../test/hand-ins.js';
import type { Part } from '../../../test/multipart.js';
import { daysFromNow, fields, get, sendForm } from '../../../test/requests.js';
import { homeworks } from '../../db/schema/index.js';

type Who = { headers: Record<string, string> };
const { suite, newHomework, newExam, submitHomework, submitExam, stored } = handInSuite();
let t: TestContext;
let s: School;
beforeAll(() => {
  ({ t, s } = suite);
});

// Handing in an exam (late only when re-opened), and replacing a hand-in until graded or due.
describe('submitting an exam', () => {
  it('takes files[] before the due date and shows the submission', async () => {
    const exam = await newExam();
    const res = await submitExam(exam._id, [attachment('exam.pdf', 'answers', 'files[]')]);
    expect(res.statusCode).toBe(201);
    const sub = res.json().data;
    expect(sub).toMatchObject({
      exam: {
        _id: exam._id,
        title: 'Midterm',
        subject: { _id: s.subject.id, name: 'Physics', system: 'National' },
      },
      status: 'submitted',
      isLate: false,
      files: [{ index: 0, originalName: 'exam.pdf', url: `/api/exam-submissions/${sub._id}/file/0` }],
    });
    expect((await get(t, sub.files[0].url, s.teacher.headers)).body).toBe('answers');
    expect((await get(t, sub.files[0].url, s.classmate.headers)).statusCode).toBe(404);
    const mine = await get(t, '/api/exam-submissions/my', s.student.headers);
    expect(mine.json().data).toContainEqual(expect.objectContaining({ _id: sub._id, exam: sub.exam }));
    expect((await get(t, `/api/exam-submissions/my/${exam._id}`, s.student.headers)).json()).toMatchObject({
      submitted: true,
      submission: { _id: sub._id },
    });
    const again = await submitExam(exam._id, [attachment('again.pdf')]);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You have already submitted this exam.');

    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/exams/${exam._id}`,
      headers: s.admin.headers,
    });
    expect(del.statusCode).toBe(409);
    expect(del.json().message).toBe('Cannot delete Midterm: 1 submission(s) exist.');
  });

  it('refuses late submissions unless staff re-open the exam, then marks them late', async () => {
    const exam = await newExam(daysFromNow(-1), 'Past exam');
    const before = await stored();
    const refused = await submitExam(exam._id, [attachment('late.pdf')]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Due date has passed. Late submissions are not allowed.');
    expect(await stored()).toEqual(before);

    const reopen = await sendForm(
      t,
      'PUT',
      `/api/exams/${exam._id}`,
      fields({ title: 'Past exam', subject: s.subject.id, dueDate: daysFromNow(-1), reopened: 'true' }),
      s.teacher.headers,
    );
    expect(reopen.json().data.reopened).toBe(true);
    const late = await submitExam(exam._id, [attachment('late.pdf')]);
    expect(late.statusCode).toBe(201);
    expect(late.json().data).toMatchObject({ status: 'late', isLate: true });
    expect((await get(t, '/api/exam-submissions/my', s.student.headers)).json().data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ _id: late.json().data._id, status: 'late', isLate: true }),
      ]),
    );
  });

  it('refuses students of other subjects and checks the files the same way', async () => {
    const exam = await newExam();
    const before = await stored();
    expect((await submitExam(exam._id, [attachment('x.pdf')], s.outsider)).statusCode).toBe(404);
    expect((await submitExam(exam._id, [attachment('x.pptx')])).statusCode).toBe(400);
    expect((await submitExam(exam._id, [])).statusCode).toBe(400);
    const noId = await sendForm(
      t,
      'POST',
      '/api/exam-submissions/submit',
      [attachment('a.pdf')],
      s.student.headers,
    );
    expect(noId.json().message).toBe('examId: is required');
    expect(await stored()).toEqual(before);
    expect((await get(t, `/api/exam-submissions/my/${exam._id}`, s.outsider.headers)).statusCode).toBe(404);
    expect((await get(t, `/api/exam-submissions/my/${exam._id}`, s.student.headers)).json()).toEqual({
      success: true,
      submitted: false,
      submission: null,
    });
  });
});

describe('replacing a hand-in', () => {
  const replaceHomework = (id: string, parts: Part[], who: Who = s.student) =>
    sendForm(t, 'PUT', `/api/homework-submissions/${id}/files`, parts, who.headers);

  it('swaps the files until graded, keeping every replaced file as an earlier one the staff can read', async () => {
    const hw = await newHomework(daysFromNow(3), 'Replaceable work');
    const first = (await submitHomework(hw._id, [attachment('wrong.pdf', 'wrong file')])).json().data;
    expect(first.earlierFiles).toEqual([]);

    const second = await replaceHomework(first._id, [
      attachment('right.pdf', 'right file'),
      attachment('page 2.png', 'png bytes'),
    ]);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({ success: true, message: 'Hand-in replaced.' });
    const replaced = second.json().data;
    expect(replaced).toMatchObject({ _id: first._id, status: 'submitted', isLate: false, grade: null });
    expect(replaced.files.map((f: { originalName: string }) => f.originalName)).toEqual([
      'right.pdf',
      'page 2.png',
    ]);
    expect(replaced.earlierFiles).toEqual([
      expect.objectContaining({
        index: 0,
        originalName: 'wrong.pdf',
        url: `/api/homework-submissions/${first._id}/earlier-file/0`,
      }),
    ]);
    expect(Date.parse(replaced.submittedAt)).toBeGreaterThanOrEqual(Date.parse(first.submittedAt));

    // A second replacement numbers its earlier files after the first's.
    const third = (await replaceHomework(first._id, [attachment('final.pdf', 'final file')])).json().data;
    expect(third.files.map((f: { originalName: string }) => f.originalName)).toEqual(['final.pdf']);
    expect(
      third.earlierFiles.map((f: { index: number; originalName: string }) => [f.index, f.originalName]),
    ).toEqual([
      [0, 'wrong.pdf'],
      [1, 'right.pdf'],
      [2, 'page 2.png'],
    ]);

    // The teacher's list shows the latest files, with the history beside them.
    const staff = await get(t, `/api/homework-submissions?homework=${hw._id}`, s.teacher.headers);
    const row = staff.json().data.find((r: { _id: string }) => r._id === first._id);
    expect(row.files.map((f: { originalName: string }) => f.originalName)).toEqual(['final.pdf']);
    expect(row.earlierFiles).toHaveLength(3);
    for (const who of [s.student, s.student.parent, s.teacher]) {
      const earlier = await get(t, third.earlierFiles[0].url, who.headers);
      expect(earlier.statusCode).toBe(200);
      expect(earlier.body).toBe('wrong file');
    }
    expect((await get(t, third.earlierFiles[0].url, s.classmate.headers)).statusCode).toBe(404);
    expect(
      (await get(t, `/api/homework-submissions/${first._id}/earlier-file/3`, s.teacher.headers)).statusCode,
    ).toBe(404);

    // Once graded it stays as graded: nothing is replaced or stored.
    const graded = await sendForm(
      t,
      'PUT',
      `/api/homework-submissions/${first._id}/grade`,
      fields({ grade: '80' }),
      s.teacher.headers,
    );
    expect(graded.statusCode).toBe(200);
    const before = await stored();
    const refused = await replaceHomework(first._id, [attachment('too-late.pdf')]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      success: false,
      code: 'handInGraded',
      message: 'This work has been graded: its files can no longer be replaced.',
    });
    expect(await stored()).toEqual(before);
  });

  it('refuses after the due date, for someone else’s hand-in, for staff and parents, and without files', async () => {
    const hw = await newHomework(daysFromNow(3), 'Closing soon');
    const sub = (await submitHomework(hw._id, [attachment('mine.pdf')])).json().data;
    const before = await stored();

    const classmate = await replaceHomework(sub._id, [attachment('theirs.pdf')], s.classmate);
    expect(classmate.statusCode).toBe(404);
    expect(classmate.json().code).toBe('submissionNotFound');
    for (const who of [s.teacher, s.student.parent]) {
      expect((await replaceHomework(sub._id, [attachment('x.pdf')], who)).statusCode).toBe(403);
    }
    expect((await replaceHomework(sub._id, [])).json().code).toBe('submissionFilesMissing');
    expect((await replaceHomework(sub._id, [attachment('slides.pptx')])).statusCode).toBe(400);
    expect((await replaceHomework('not-an-id', [attachment('x.pdf')])).statusCode).toBe(404);

    await t.database.db
      .update(homeworks)
      .set({ dueDate: new Date(Date.now() - 60_000) })
      .where(eq(homeworks.id, hw._id));
    const late = await replaceHomework(sub._id, [attachment('late.pdf')]);
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('handInPastDue');
    expect(await stored()).toEqual(before);
    const mine = (await get(t, `/api/homework-submissions/my/${hw._id}`, s.student.headers)).json()
      .submission;
    expect(mine.files.map((f: { originalName: string }) => f.originalName)).toEqual(['mine.pdf']);
  });

  it('replaces an exam hand-in the same way', async () => {
    const exam = await newExam(daysFromNow(2), 'Replaceable exam');
    const sub = (await submitExam(exam._id, [attachment('draft.pdf', 'draft', 'files[]')])).json().data;
    const res = await sendForm(
      t,
      'PUT',
      `/api/exam-submissions/${sub._id}/files`,
      [attachment('answers.pdf', 'answers', 'files[]')],
      s.student.headers,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data.files.map((f: { originalName: string }) => f.originalName)).toEqual([
      'answers.pdf',
    ]);
    expect(res.json().data.earlierFiles).toEqual([
      expect.objectContaining({
        originalName: 'draft.pdf',
        url: `/api/exam-submissions/${sub._id}/earlier-file/0`,
      }),
    ]);
  });
});
