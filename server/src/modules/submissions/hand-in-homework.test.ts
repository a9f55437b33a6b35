import { beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/app.js';
import { attachment, handInSuite, type School } from '../../../test/hand-ins.js';
import type { Part } from '../../../test/multipart.js';
import { daysFromNow, get, sendForm } from '../../../test/requests.js';

const { suite, newHomework, submitHomework, stored } = handInSuite();
let t: TestContext;
let s: School;
beforeAll(() => {
  ({ t, s } = suite);
});

// Handing in a homework: who may, when, which files, once.
describe('submitting a homework', () => {
  it('takes the files of an enrolled student and shows the submission to them', async () => {
    const hw = await newHomework();
    const res = await submitHomework(hw._id, [
      attachment('answers.pdf', 'page one'),
      attachment('photo of work.jpg', 'jpeg bytes'),
    ]);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ success: true, message: 'Submitted successfully!' });
    const sub = res.json().data;
    expect(sub).toMatchObject({
      homework: {
        _id: hw._id,
        title: 'Forces worksheet',
        // The subject's system: the scale the student's grade is shown on.
        subject: { _id: s.subject.id, name: 'Physics', system: 'National' },
        dueDate: hw.dueDate,
      },
      student: {
        _id: s.student.profile.id,
        studentId: s.student.profile.studentId,
        user: { firstName: s.student.user.firstName, lastName: 'Tester', email: s.student.user.email },
      },
      status: 'submitted',
      isLate: false,
      grade: null,
      feedback: '',
      correctionFiles: [],
      dueDate: hw.dueDate,
    });
    expect(sub.files).toEqual([
      expect.objectContaining({
        index: 0,
        originalName: 'answers.pdf',
        size: 8,
        url: `/api/homework-submissions/${sub._id}/file/0`,
      }),
      expect.objectContaining({
        index: 1,
        originalName: 'photo of work.jpg',
        url: `/api/homework-submissions/${sub._id}/file/1`,
      }),
    ]);
    expect(sub.files[0].filename).toMatch(/^[0-9a-f-]{36}\.pdf$/);
    expect(Date.parse(sub.submittedAt)).toBeGreaterThan(Date.now() - 60_000);

    const download = await get(t, sub.files[1].url, s.student.headers);
    expect(download.statusCode).toBe(200);
    expect(download.body).toBe('jpeg bytes');
    expect(download.headers['content-disposition']).toContain('filename="photo of work.jpg"');

    const mine = await get(t, '/api/homework-submissions/my', s.student.headers);
    expect(mine.json()).toMatchObject({
      success: true,
      data: [expect.objectContaining({ _id: sub._id, homework: sub.homework })],
    });
    const one = await get(t, `/api/homework-submissions/my/${hw._id}`, s.student.headers);
    expect(one.json()).toEqual({ success: true, submitted: true, submission: sub });
    const classmate = await get(t, `/api/homework-submissions/my/${hw._id}`, s.classmate.headers);
    expect(classmate.json()).toEqual({ success: true, submitted: false, submission: null });
  });

  it('accepts one submission per student: a second is 409 and stores nothing', async () => {
    const hw = await newHomework();
    expect((await submitHomework(hw._id, [attachment('a.pdf')])).statusCode).toBe(201);
    const before = await stored();
    const again = await submitHomework(hw._id, [attachment('b.pdf')]);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      success: false,
      code: 'homeworkAlreadySubmitted',
      message: 'You have already submitted this homework.',
    });
    expect(await stored()).toEqual(before);
  });

  it('keeps one of two concurrent submits and answers the other with 409', async () => {
    const hw = await newHomework();
    const before = await stored();
    const replies = await Promise.all([
      submitHomework(hw._id, [attachment('first.pdf')]),
      submitHomework(hw._id, [attachment('second.pdf'), attachment('third.pdf')]),
    ]);
    expect(replies.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const loser = replies.find((r) => r.statusCode === 409)!;
    expect(loser.json().message).toBe('You have already submitted this homework.');
    const winner = replies.find((r) => r.statusCode === 201)!.json().data;
    const after = await stored();
    expect(after.homework).toBe(before.homework + 1);
    expect(after.files).toBe(before.files + winner.files.length);
    expect(after.disk).toBe(before.disk + winner.files.length);
  });

  it("refuses after the due date with 'Submission closed'", async () => {
    const hw = await newHomework(daysFromNow(-1));
    const before = await stored();
    const res = await submitHomework(hw._id, [attachment('late.pdf')]);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Submission closed');
    expect(await stored()).toEqual(before);
  });

  it('refuses students not actively enrolled in the subject, and staff', async () => {
    const hw = await newHomework();
    const before = await stored();
    for (const who of [s.outsider, s.lapsed]) {
      const res = await submitHomework(hw._id, [attachment('x.pdf')], who);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Homework not found');
      expect((await get(t, `/api/homework-submissions/my/${hw._id}`, who.headers)).statusCode).toBe(404);
    }
    for (const who of [s.teacher, s.admin, s.student.parent]) {
      expect((await submitHomework(hw._id, [attachment('x.pdf')], who)).statusCode).toBe(403);
    }
    const missing = await submitHomework('6f1c1c1e-0000-4000-8000-000000000000', [attachment('x.pdf')]);
    expect(missing.statusCode).toBe(404);
    expect(await stored()).toEqual(before);
  });

  it('checks the files before keeping anything: count, type, size and at least one', async () => {
    const hw = await newHomework();
    const before = await stored();
    const six = Array.from({ length: 6 }, (_, i) => attachment(`page${i}.pdf`));
    const cases: [Part[], number, string | RegExp][] = [
      [[], 400, 'files: choose at least one file to submit'],
      [six, 400, 'files: at most 5 file(s) can be uploaded at once.'],
      [
        [attachment('ok.pdf'), attachment('slides.pptx')],
        400,
        /^files: slides\.pptx is not an accepted file type/,
      ],
      [[attachment('script.exe')], 400, /is not an accepted file type/],
      [
        [attachment('ok.pdf'), attachment('huge.pdf', Buffer.alloc(10 * 1024 * 1024 + 1))],
        413,
        /larger than 10 MB/,
      ],
      [[attachment('ok.pdf', 'x', 'attachment')], 400, 'attachment: files are not accepted in this field.'],
    ];
    for (const [parts, status, message] of cases) {
      const res = await submitHomework(hw._id, parts);
      expect(res.statusCode, String(message)).toBe(status);
      expect(res.json().message).toMatch(message);
    }
    const noId = await sendForm(
      t,
      'POST',
      '/api/homework-submissions/submit',
      [attachment('a.pdf')],
      s.student.headers,
    );
    expect(noId.statusCode).toBe(400);
    expect(noId.json().message).toBe('homeworkId: is required');
    expect(await stored()).toEqual(before);
    expect((await get(t, `/api/homework-submissions/my/${hw._id}`, s.student.headers)).json().submitted).toBe(
      false,
    );
  });

  it('accepts pdf, doc, docx, txt, jpg, jpeg and png, as `files` or `files[]`', async () => {
    const [first, second] = [await newHomework(), await newHomework()];
    const one = await submitHomework(
      first._id,
      ['pdf', 'doc', 'docx', 'txt', 'jpg'].map((ext) => attachment(`work.${ext}`)),
    );
    expect(one.statusCode).toBe(201);
    const two = await submitHomework(second._id, [
      attachment('work.JPEG', 'x', 'files[]'),
      attachment('work.png', 'x', 'files[]'),
    ]);
    expect(two.statusCode).toBe(201);
    expect(two.json().data.files.map((f: { originalName: string }) => f.originalName)).toEqual([
      'work.JPEG',
      'work.png',
    ]);
  });
});
