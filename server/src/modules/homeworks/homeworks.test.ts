import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/app.js';
import { assignTeacher, makeChapter, makeSubject } from '../../../test/factories.js';
import type { Part } from '../../../test/multipart.js';
import { daysFromNow, fields, filesOnDisk, get, pdf, rowCount, sendForm } from '../../../test/requests.js';
import { makeQuestion, makeSchool } from '../../../test/school.js';
import { files, homeworks, notifications } from '../../db/schema/index.js';

let t: TestContext;
let s: Awaited<ReturnType<typeof makeSchool>>;
beforeAll(async () => {
  t = await createTestApp();
  s = await makeSchool(t);
});
afterAll(() => t.close());

const form = (overrides: Record<string, string | string[]> = {}) =>
  fields({
    title: 'Forces worksheet',
    text: 'Answer every question.',
    subject: s.subject.id,
    chapter: s.chapter.id,
    dueDate: daysFromNow(7),
    ...overrides,
  });
const create = (parts: Part[], headers = s.teacher.headers) =>
  sendForm(t, 'POST', '/api/homeworks', parts, headers);
const update = (id: string, parts: Part[], headers = s.teacher.headers) =>
  sendForm(t, 'PUT', `/api/homeworks/${id}`, parts, headers);
const remove = (id: string, headers = s.teacher.headers) =>
  t.app.inject({ method: 'DELETE', url: `/api/homeworks/${id}`, headers });

describe('creating homeworks', () => {
  it('creates a homework with a file and questions, and notifies the actively enrolled students', async () => {
    const question = await makeQuestion(t, s.subject.id, s.chapter.id);
    const res = await sendForm(
      t,
      'POST',
      '/api/homeworks',
      [...form({ questions: [question.id] }), pdf('Forces – sheet.pdf')],
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

    const file = await get(t, hw.fileUrl, s.teacher.headers);
    expect(file.statusCode).toBe(200);
    expect(file.body).toBe('%PDF-1.4 sheet');
    expect(file.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent('Forces – sheet.pdf')}`,
    );

    const notified = await t.database.db
      .select({ userId: notifications.userId, title: notifications.title, link: notifications.link })
      .from(notifications)
      .where(eq(notifications.title, 'New homework: Forces worksheet'));
    expect(notified.map((n) => n.userId).sort()).toEqual([s.student.user.id, s.classmate.user.id].sort());
    expect(notified.every((n) => n.link === '/homeworks-students')).toBe(true);
  });

  it("reads a datetime-local due date ('YYYY-MM-DDTHH:mm') as UTC and keeps an offset's instant", async () => {
    const local = await create(form({ dueDate: '2031-03-04T09:30' }), s.admin.headers);
    expect(local.statusCode).toBe(201);
    expect(local.json().data.dueDate).toBe('2031-03-04T09:30:00.000Z');
    const offset = await create(form({ dueDate: '2031-03-04T09:30:00+02:00' }), s.admin.headers);
    expect(offset.json().data.dueDate).toBe('2031-03-04T07:30:00.000Z');
  });

  it('validates every field, storing neither a row nor a file on refusal', async () => {
    const notChoice = await makeQuestion(t, s.subject.id, s.chapter.id, ['Only answer', '', '', '']);
    const foreign = await makeQuestion(t, s.otherSubject.id, s.otherChapter.id);
    const cases: [Part[], number, string | RegExp][] = [
      [form({ title: '' }), 400, 'title: is required'],
      [form({ title: '   ' }), 400, 'title: is required'],
      [
        fields({ subject: s.subject.id, chapter: s.chapter.id, dueDate: daysFromNow(1) }),
        400,
        'title: is required',
      ],
      [form({ subject: '' }), 400, 'subject: is required'],
      [form({ subject: 'nope' }), 400, 'subject: must be a valid id'],
      [form({ chapter: '' }), 400, 'chapter: is required'],
      [form({ dueDate: '' }), 400, 'dueDate: is required'],
      [form({ dueDate: 'tomorrow' }), 400, /^dueDate: must be a date and time/],
      [form({ dueDate: '2031-02-30T10:00' }), 400, /^dueDate: must be a date and time/],
      [form({ chapter: s.otherChapter.id }), 404, 'Chapter not found'],
      [form({ questions: ['x'] }), 400, 'questions.0: must be a valid id'],
      [
        form({ questions: [foreign.id] }),
        400,
        `questions: ${foreign.id} is not a question of the Physics question bank`,
      ],
      [
        form({ questions: [notChoice.id] }),
        400,
        `questions: "${notChoice.title}" is not a multiple-choice question`,
      ],
    ];
    const before = {
      rows: await rowCount(t, homeworks),
      files: await rowCount(t, files),
      disk: await filesOnDisk(t),
    };
    for (const [parts, status, message] of cases) {
      const res = await create([...parts, pdf()]);
      expect(res.statusCode, JSON.stringify(parts)).toBe(status);
      expect(res.json().message).toMatch(message);
    }
    const adminChapter = await makeChapter(t, s.otherSubject.id, 2, 'Bonds');
    const wrongChapter = await create(form({ chapter: adminChapter.id }), s.admin.headers);
    expect(wrongChapter.statusCode).toBe(400);
    expect(wrongChapter.json().message).toBe('chapter: must be a chapter of the chosen subject');
    expect({
      rows: await rowCount(t, homeworks),
      files: await rowCount(t, files),
      disk: await filesOnDisk(t),
    }).toEqual(before);
  });

  it('refuses wrong file types, files over 20 MB and a second file, keeping nothing', async () => {
    const before = {
      rows: await rowCount(t, homeworks),
      files: await rowCount(t, files),
      disk: await filesOnDisk(t),
    };
    const wrongType = await create([...form(), pdf('virus.exe')]);
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().message).toMatch(/^file: virus\.exe is not an accepted file type/);
    const tooBig = await create([...form(), pdf('big.pdf', Buffer.alloc(20 * 1024 * 1024 + 1))]);
    expect(tooBig.statusCode).toBe(413);
    const two = await create([...form(), pdf('a.pdf'), pdf('b.pdf')]);
    expect(two.statusCode).toBe(400);
    const wrongField = await create([...form(), { ...pdf(), name: 'correctionFile' }]);
    expect(wrongField.statusCode).toBe(400);
    expect({
      rows: await rowCount(t, homeworks),
      files: await rowCount(t, files),
      disk: await filesOnDisk(t),
    }).toEqual(before);
  });

  it('accepts every allowed file type', async () => {
    for (const ext of ['pdf', 'doc', 'docx', 'ppt', 'pptx', 'txt', 'jpg', 'jpeg', 'png']) {
      const res = await create([...form(), pdf(`sheet.${ext.toUpperCase()}`)]);
      expect(res.statusCode, ext).toBe(201);
    }
  });
});

describe('who manages homeworks', () => {
  it('keeps teachers to their subjects and students and parents out', async () => {
    const foreign = await create(form({ subject: s.otherSubject.id, chapter: s.otherChapter.id }));
    expect(foreign.statusCode).toBe(404);
    const theirs = await create(
      form({ subject: s.otherSubject.id, chapter: s.otherChapter.id, title: 'Atoms sheet' }),
      s.otherTeacher.headers,
    );
    expect(theirs.statusCode).toBe(201);
    const id = theirs.json().data._id;
    expect((await update(id, form())).statusCode).toBe(404);
    expect((await remove(id)).statusCode).toBe(404);
    const list = await get(t, '/api/homeworks?limit=100', s.teacher.headers);
    expect(list.json().data.every((h: { subject: { _id: string } }) => h.subject._id === s.subject.id)).toBe(
      true,
    );
    for (const who of [s.student, s.student.parent]) {
      expect((await get(t, '/api/homeworks', who.headers)).statusCode).toBe(403);
      expect((await create(form(), who.headers)).statusCode).toBe(403);
      expect((await remove(id, who.headers)).statusCode).toBe(403);
    }
    expect((await get(t, '/api/homeworks', {})).statusCode).toBe(401);
  });

  it('pages the staff list (10 by default) with totalPages and totalCount, newest first', async () => {
    const all = await get(t, '/api/homeworks?limit=100', s.admin.headers);
    const totalCount = all.json().totalCount;
    expect(totalCount).toBeGreaterThan(10);
    const first = await get(t, '/api/homeworks', s.admin.headers);
    expect(first.json()).toMatchObject({ success: true, totalCount, totalPages: Math.ceil(totalCount / 10) });
    expect(first.json().data).toHaveLength(10);
    const second = await get(t, '/api/homeworks?page=2&limit=5', s.admin.headers);
    expect(second.json().data.map((h: { _id: string }) => h._id)).toEqual(
      all
        .json()
        .data.slice(5, 10)
        .map((h: { _id: string }) => h._id),
    );
    const created = all.json().data.map((h: { createdAt: string }) => h.createdAt);
    expect([...created].sort().reverse()).toEqual(created);
    expect((await get(t, '/api/homeworks?limit=101', s.admin.headers)).statusCode).toBe(400);
  });
});

describe('editing and deleting homeworks', () => {
  it('updates fields and questions, replaces the file and adds a correction file', async () => {
    const [q1, q2] = [
      await makeQuestion(t, s.subject.id, s.chapter.id),
      await makeQuestion(t, s.subject.id, s.chapter.id, ['A', 'B', '', '']),
    ];
    const created = (await create([...form({ questions: [q1!.id] }), pdf('old.pdf', 'old')])).json().data;
    const disk = await filesOnDisk(t);
    const chapter2 = await makeChapter(t, s.subject.id, 2, 'Energy');
    const res = await update(created._id, [
      ...form({
        title: 'Energy sheet',
        chapter: chapter2.id,
        questions: [q2!.id, q1!.id],
        dueDate: '2031-01-01T08:00',
      }),
      pdf('new.pdf', 'new'),
      { ...pdf('answers.pdf', 'answers'), name: 'correctionFile' },
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Homework updated successfully!',
      data: {
        title: 'Energy sheet',
        chapter: { _id: chapter2.id, title: 'Energy', order: 2 },
        dueDate: '2031-01-01T08:00:00.000Z',
        file: { originalName: 'new.pdf' },
        correctionFile: { originalName: 'answers.pdf' },
        correctionFileUrl: `/api/homeworks/${created._id}/correction-file`,
      },
    });
    expect(res.json().data.questions.map((q: { _id: string }) => q._id)).toEqual([q2!.id, q1!.id]);
    expect((await get(t, created.fileUrl, s.admin.headers)).body).toBe('new');
    expect((await get(t, res.json().data.correctionFileUrl, s.teacher.headers)).body).toBe('answers');
    // old.pdf went; new.pdf and answers.pdf came.
    expect(await filesOnDisk(t)).toBe(disk + 1);

    const kept = await update(created._id, form({ title: 'Energy sheet 2' }));
    expect(kept.json().data).toMatchObject({ file: { originalName: 'new.pdf' }, questions: [] });
    const twice = await update(created._id, [...form(), pdf('a.pdf'), pdf('b.pdf')]);
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toBe('file: only one file can be attached');
    expect(await filesOnDisk(t)).toBe(disk + 1);
  });

  it('deletes a homework with its files', async () => {
    const created = (await create([...form(), pdf()])).json().data;
    const disk = await filesOnDisk(t);
    const res = await remove(created._id);
    expect(res.json()).toEqual({ success: true, message: 'Homework deleted successfully!' });
    expect(await filesOnDisk(t)).toBe(disk - 1);
    expect((await remove(created._id)).statusCode).toBe(404);
    expect((await t.database.db.select().from(homeworks).where(eq(homeworks.id, created._id))).length).toBe(
      0,
    );
  });
});

describe('homework counts per chapter', () => {
  it('counts the homeworks of every chapter of a subject, for its staff only', async () => {
    const subjectChapters = await get(t, `/api/chapters/subject/${s.subject.id}`, s.admin.headers);
    const res = await get(t, `/api/chapters/${s.subject.id}/homework-counts`, s.teacher.headers);
    expect(res.statusCode).toBe(200);
    const counts = res.json().counts;
    expect(Object.keys(counts).sort()).toEqual(
      subjectChapters
        .json()
        .data.map((c: { _id: string }) => c._id)
        .sort(),
    );
    const stored = await t.database.db
      .select()
      .from(homeworks)
      .where(and(eq(homeworks.subjectId, s.subject.id), eq(homeworks.chapterId, s.chapter.id)));
    expect(counts[s.chapter.id]).toBe(stored.length);
    const fresh = await makeChapter(t, s.subject.id, 9, 'Empty');
    expect(
      (await get(t, `/api/chapters/${s.subject.id}/homework-counts`, s.admin.headers)).json().counts[
        fresh.id
      ],
    ).toBe(0);
    expect(
      (await get(t, `/api/chapters/${s.otherSubject.id}/homework-counts`, s.teacher.headers)).statusCode,
    ).toBe(404);
    expect(
      (await get(t, `/api/chapters/${s.subject.id}/homework-counts`, s.student.headers)).statusCode,
    ).toBe(403);
  });
});

describe('homeworks for students', () => {
  it('lists the homeworks of active enrolments only, soonest due first, without the answers', async () => {
    const question = await makeQuestion(t, s.subject.id, s.chapter.id);
    const soon = (
      await create(form({ title: 'Due soon', dueDate: daysFromNow(0.5), questions: [question.id] }))
    ).json().data;
    await create(
      form({ subject: s.otherSubject.id, chapter: s.otherChapter.id, title: 'Not yours' }),
      s.otherTeacher.headers,
    );
    const res = await get(t, '/api/homeworks/student/my-homeworks?limit=100', s.student.headers);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.data.every((h: { subject: { _id: string } }) => h.subject._id === s.subject.id)).toBe(true);
    expect(body.totalCount).toBe(
      await t.database.db.$count(homeworks, eq(homeworks.subjectId, s.subject.id)),
    );
    const due = body.data.map((h: { dueDate: string }) => h.dueDate);
    expect([...due].sort()).toEqual(due);
    const mine = body.data.find((h: { _id: string }) => h._id === soon._id);
    expect(mine.questions[0]).toMatchObject({ _id: question.id, options: question.options });
    expect(mine.questions[0]).not.toHaveProperty('rightChoice');
    expect(mine).not.toHaveProperty('submissionCount');

    const paged = await get(t, '/api/homeworks/student/my-homeworks', s.student.headers);
    expect(paged.json().data.length).toBeLessThanOrEqual(10);
    expect(paged.json().totalPages).toBe(Math.max(1, Math.ceil(body.totalCount / 10)));

    for (const who of [s.outsider, s.lapsed]) {
      const theirs = await get(t, '/api/homeworks/student/my-homeworks?limit=100', who.headers);
      expect(
        theirs.json().data.some((h: { subject: { _id: string } }) => h.subject._id === s.subject.id),
      ).toBe(false);
    }
    expect((await get(t, '/api/homeworks/student/my-homeworks', s.teacher.headers)).statusCode).toBe(403);
  });

  it('serves the homework file to enrolled students and their parents only', async () => {
    const hw = (await create([...form(), pdf('task.pdf', 'task')])).json().data;
    for (const who of [s.student, s.student.parent, s.admin, s.teacher]) {
      const res = await get(t, hw.fileUrl, who.headers);
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe('task');
    }
    for (const who of [s.outsider, s.outsider.parent, s.lapsed, s.otherTeacher]) {
      expect((await get(t, hw.fileUrl, who.headers)).statusCode).toBe(404);
    }
    const bare = (await create(form())).json().data;
    expect(bare.fileUrl).toBeNull();
    const none = await get(t, `/api/homeworks/${bare._id}/download-file`, s.student.headers);
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe('This homework has no file');
  });

  it('shows students the correction file only once the due date has passed', async () => {
    const correction = { ...pdf('key.pdf', 'key'), name: 'correctionFile' };
    const open = (await create(form({ dueDate: daysFromNow(3) }))).json().data;
    await update(open._id, [...form({ dueDate: daysFromNow(3) }), correction]);
    // Created due later, then moved into the past through the edit path (a past date cannot be created).
    const closed = (await create(form({ dueDate: daysFromNow(3) }))).json().data;
    await update(closed._id, [...form({ dueDate: daysFromNow(-1) }), correction]);

    const list = (await get(t, '/api/homeworks/student/my-homeworks?limit=100', s.student.headers)).json()
      .data;
    const byId = new Map(list.map((h: { _id: string }) => [h._id, h]));
    expect(byId.get(open._id)).toMatchObject({ correctionFileUrl: null, correctionFile: null });
    expect(byId.get(closed._id)).toMatchObject({ correctionFile: { originalName: 'key.pdf' } });
    expect((await get(t, `/api/homeworks/${open._id}/correction-file`, s.student.headers)).statusCode).toBe(
      404,
    );
    expect((await get(t, `/api/homeworks/${open._id}/correction-file`, s.teacher.headers)).body).toBe('key');
    expect((await get(t, `/api/homeworks/${closed._id}/correction-file`, s.student.headers)).body).toBe(
      'key',
    );
    expect(
      (await get(t, `/api/homeworks/${closed._id}/correction-file`, s.outsider.headers)).statusCode,
    ).toBe(404);
  });
});

describe('keeping data', () => {
  it('refuses deleting a question a homework uses, and its chapter and subject while homeworks belong to them', async () => {
    const subject = await makeSubject(t, { name: 'Biology' });
    const chapter = await makeChapter(t, subject.id, 1, 'Cells');
    await assignTeacher(t, subject.id, s.teacher.user.id);
    const question = await makeQuestion(t, subject.id, chapter.id);
    const hw = (
      await create(form({ subject: subject.id, chapter: chapter.id, questions: [question.id] }))
    ).json().data;
    const del = (url: string) => t.app.inject({ method: 'DELETE', url, headers: s.admin.headers });

    const questionDelete = await del(`/api/question-bank/${question.id}`);
    expect(questionDelete.statusCode).toBe(409);
    expect(questionDelete.json().message).toBe('Cannot delete this question: 1 homework(s) use it.');

    // Without the question, only the homework holds the chapter and the subject.
    expect((await update(hw._id, form({ subject: subject.id, chapter: chapter.id }))).statusCode).toBe(200);
    expect((await del(`/api/question-bank/${question.id}`)).statusCode).toBe(200);
    const chapterDelete = await del(`/api/chapters/${chapter.id}`);
    expect(chapterDelete.statusCode).toBe(409);
    expect(chapterDelete.json().message).toBe('Cannot delete Cells: 1 homework(s) belong to it.');
    const subjectDelete = await del(`/api/subjects/${subject.id}`);
    expect(subjectDelete.statusCode).toBe(409);
    expect(subjectDelete.json().message).toBe('Cannot delete Biology: 1 homework(s) belong to it.');

    expect((await remove(hw._id)).statusCode).toBe(200);
    expect((await del(`/api/chapters/${chapter.id}`)).statusCode).toBe(200);
    expect((await del(`/api/subjects/${subject.id}`)).statusCode).toBe(200);
  });
});

describe('question images on homeworks', () => {
  it('serves an attached question image to whoever sees the homework', async () => {
    const PNG = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    const created = await sendForm(
      t,
      'POST',
      '/api/question-bank',
      [
        ...fields({
          subject: s.subject.id,
          chapter: s.chapter.id,
          title: 'Which arrow shows the force?',
          options: ['A', 'B', 'C', 'D'],
          rightChoice: 'A',
          includeImage: 'true',
        }),
        { name: 'image', filename: 'arrows.png', content: PNG, contentType: 'image/png' },
      ],
      s.teacher.headers,
    );
    const question = created.json().data;
    const hw = (await create(form({ title: 'With a picture', questions: [question._id] }))).json().data;
    const mine = (await get(t, '/api/homeworks/student/my-homeworks?limit=100', s.student.headers))
      .json()
      .data.find((h: { _id: string }) => h._id === hw._id);
    const url = `/api/homeworks/${hw._id}/questions/${question._id}/image`;
    expect(mine.questions[0].image).toBe(url);
    const image = await get(t, url, s.student.headers);
    expect(image.statusCode).toBe(200);
    expect(image.rawPayload.equals(PNG)).toBe(true);
    expect((await get(t, url, s.outsider.headers)).statusCode).toBe(404);
    const unattached = await makeQuestion(t, s.subject.id, s.chapter.id);
    expect(
      (await get(t, `/api/homeworks/${hw._id}/questions/${unattached.id}/image`, s.student.headers))
        .statusCode,
    ).toBe(404);
  });
});

describe('past due dates (issue 18)', () => {
  it('refuses a new homework due in the past with a 400 naming the field, and stores nothing', async () => {
    const before = await rowCount(t, homeworks);
    const res = await create(form({ title: 'Too late', dueDate: daysFromNow(-1) }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      code: 'dueDateInPast',
      message: 'dueDate: is in the past; choose a later date and time',
    });
    expect(await rowCount(t, homeworks)).toBe(before);
  });
});
