import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { makeChapter } from '../../../test/factories.js';
import { homeworksSuite } from '../../../test/homeworks.js';
import type { Part } from '../../../test/multipart.js';
import { daysFromNow, fields, filesOnDisk, get, pdf, rowCount, sendForm } from '../../../test/requests.js';
import { makeQuestion } from '../../../test/school.js';
import { files, homeworks, notifications } from '../../db/schema/index.js';

/** Creating homeworks: fields, files, questions and the due date. */

const s = homeworksSuite();

describe('creating homeworks', () => {
  it('creates a homework with a file and questions, and notifies the actively enrolled students', async () => {
    const question = await makeQuestion(s.t, s.subject.id, s.chapter.id);
    const res = await sendForm(
      s.t,
      'POST',
      '/api/homeworks',
      [...s.form({ questions: [question.id] }), pdf('Forces – sheet.pdf')],
      { ...s.teacher.headers, 'x-upload-type': 'homework' },
    );
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ success: true, message: 'Homework uploaded successfully!' });
    const hw = body.data;
    expect(hw).toMatchObject({
      title: 'Forces worksheet',
      text: 'Answer every question.',
      subject: { _id: s.subject.id, name: 'Physics', title: 'Physics' },
      chapter: { _id: s.chapter.id, title: 'Motion', order: 1 },
      fileUrl: `/api/homeworks/${hw._id}/download-file`,
      file: { originalName: 'Forces – sheet.pdf' },
      correctionFileUrl: null,
      correctionFile: null,
      submissionCount: 0,
    });
    expect(hw.questions).toEqual([
      expect.objectContaining({ _id: question.id, rightChoice: 'Newton', options: question.options }),
    ]);
    expect(new Date(hw.dueDate).toISOString()).toBe(hw.dueDate);

    const file = await get(s.t, hw.fileUrl, s.teacher.headers);
    expect(file.statusCode).toBe(200);
    expect(file.body).toBe('%PDF-1.4 sheet');
    expect(file.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent('Forces – sheet.pdf')}`,
    );

    const notified = await s.t.database.db
      .select({ userId: notifications.userId, title: notifications.title, link: notifications.link })
      .from(notifications)
      .where(eq(notifications.title, 'New homework: Forces worksheet'));
    expect(notified.map((n) => n.userId).sort()).toEqual([s.student.user.id, s.classmate.user.id].sort());
    expect(notified.every((n) => n.link === '/homeworks-students')).toBe(true);
  });

  it("reads a datetime-local due date ('YYYY-MM-DDTHH:mm') as UTC and keeps an offset's instant", async () => {
    const local = await s.create(s.form({ dueDate: '2031-03-04T09:30' }), s.admin.headers);
    expect(local.statusCode).toBe(201);
    expect(local.json().data.dueDate).toBe('2031-03-04T09:30:00.000Z');
    const offset = await s.create(s.form({ dueDate: '2031-03-04T09:30:00+02:00' }), s.admin.headers);
    expect(offset.json().data.dueDate).toBe('2031-03-04T07:30:00.000Z');
  });

  it('validates every field, storing neither a row nor a file on refusal', async () => {
    const notChoice = await makeQuestion(s.t, s.subject.id, s.chapter.id, ['Only answer', '', '', '']);
    const foreign = await makeQuestion(s.t, s.otherSubject.id, s.otherChapter.id);
    const cases: [Part[], number, string | RegExp][] = [
      [s.form({ title: '' }), 400, 'title: is required'],
      [s.form({ title: '   ' }), 400, 'title: is required'],
      [
        fields({ subject: s.subject.id, chapter: s.chapter.id, dueDate: daysFromNow(1) }),
        400,
        'title: is required',
      ],
      [s.form({ subject: '' }), 400, 'subject: is required'],
      [s.form({ subject: 'nope' }), 400, 'subject: must be a valid id'],
      [s.form({ chapter: '' }), 400, 'chapter: is required'],
      [s.form({ dueDate: '' }), 400, 'dueDate: is required'],
      [s.form({ dueDate: 'tomorrow' }), 400, /^dueDate: must be a date and time/],
      [s.form({ dueDate: '2031-02-30T10:00' }), 400, /^dueDate: must be a date and time/],
      [s.form({ chapter: s.otherChapter.id }), 404, 'Chapter not found'],
      [s.form({ questions: ['x'] }), 400, 'questions.0: must be a valid id'],
      [
        s.form({ questions: [foreign.id] }),
        400,
        `questions: ${foreign.id} is not a question of the Physics question bank`,
      ],
      [
        s.form({ questions: [notChoice.id] }),
        400,
        `questions: "${notChoice.title}" is not a multiple-choice question`,
      ],
    ];
    const before = {
      rows: await rowCount(s.t, homeworks),
      files: await rowCount(s.t, files),
      disk: await filesOnDisk(s.t),
    };
    for (const [parts, status, message] of cases) {
      const res = await s.create([...parts, pdf()]);
      expect(res.statusCode, JSON.stringify(parts)).toBe(status);
      expect(res.json().message).toMatch(message);
    }
    const adminChapter = await makeChapter(s.t, s.otherSubject.id, 2, 'Bonds');
    const wrongChapter = await s.create(s.form({ chapter: adminChapter.id }), s.admin.headers);
    expect(wrongChapter.statusCode).toBe(400);
    expect(wrongChapter.json().message).toBe('chapter: must be a chapter of the chosen subject');
    expect({
      rows: await rowCount(s.t, homeworks),
      files: await rowCount(s.t, files),
      disk: await filesOnDisk(s.t),
    }).toEqual(before);
  });

  it('refuses wrong file types, files over 20 MB and a second file, keeping nothing', async () => {
    const before = {
      rows: await rowCount(s.t, homeworks),
      files: await rowCount(s.t, files),
      disk: await filesOnDisk(s.t),
    };
    const wrongType = await s.create([...s.form(), pdf('virus.exe')]);
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().message).toMatch(/^file: virus\.exe is not an accepted file type/);
    const tooBig = await s.create([...s.form(), pdf('big.pdf', Buffer.alloc(20 * 1024 * 1024 + 1))]);
    expect(tooBig.statusCode).toBe(413);
    const two = await s.create([...s.form(), pdf('a.pdf'), pdf('b.pdf')]);
    expect(two.statusCode).toBe(400);
    const wrongField = await s.create([...s.form(), { ...pdf(), name: 'correctionFile' }]);
    expect(wrongField.statusCode).toBe(400);
    expect({
      rows: await rowCount(s.t, homeworks),
      files: await rowCount(s.t, files),
      disk: await filesOnDisk(s.t),
    }).toEqual(before);
  });

  it('accepts every allowed file type', async () => {
    for (const ext of ['pdf', 'doc', 'docx', 'ppt', 'pptx', 'txt', 'jpg', 'jpeg', 'png']) {
      const res = await s.create([...s.form(), pdf(`sheet.${ext.toUpperCase()}`)]);
      expect(res.statusCode, ext).toBe(201);
    }
  });
});

describe('past due dates', () => {
  it('refuses a new homework due in the past with a 400 naming the field, and stores nothing', async () => {
    const before = await rowCount(s.t, homeworks);
    const res = await s.create(s.form({ title: 'Too late', dueDate: daysFromNow(-1) }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      code: 'dueDateInPast',
      message: 'dueDate: is in the past; choose a later date and time',
    });
    expect(await rowCount(s.t, homeworks)).toBe(before);
  });
});
