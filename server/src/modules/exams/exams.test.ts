import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/app.js';
import { assignTeacher, makeSubject } from '../../../test/factories.js';
import type { Part } from '../../../test/multipart.js';
import { daysFromNow, fields, filesOnDisk, get, pdf, rowCount, sendForm } from '../../../test/requests.js';
import { makeSchool } from '../../../test/school.js';
import { exams, files, notifications } from '../../db/schema/index.js';

let t: TestContext;
let s: Awaited<ReturnType<typeof makeSchool>>;
beforeAll(async () => {
  t = await createTestApp();
  s = await makeSchool(t);
});
afterAll(() => t.close());

const form = (overrides: Record<string, string> = {}) =>
  fields({
    title: 'Midterm',
    description: 'Chapters 1 to 3',
    subject: s.subject.id,
    dueDate: daysFromNow(7),
    ...overrides,
  });
const create = (parts: Part[], headers = s.teacher.headers) =>
  sendForm(t, 'POST', '/api/exams', parts, headers);
const update = (id: string, parts: Part[], headers = s.teacher.headers) =>
  sendForm(t, 'PUT', `/api/exams/${id}`, parts, headers);
const remove = (id: string, headers = s.teacher.headers) =>
  t.app.inject({ method: 'DELETE', url: `/api/exams/${id}`, headers });
const stored = async () => ({
  rows: await rowCount(t, exams),
  files: await rowCount(t, files),
  disk: await filesOnDisk(t),
});

describe('creating exams', () => {
  it('creates an exam with a file and notifies the actively enrolled students', async () => {
    const res = await create([...form({ title: 'Physics midterm' }), pdf('paper.pdf', 'paper')]);
    expect(res.statusCode).toBe(201);
    const exam = res.json().data;
    expect(res.json()).toMatchObject({ success: true, message: 'Exam uploaded successfully!' });
    expect(exam).toMatchObject({
      title: 'Physics midterm',
      description: 'Chapters 1 to 3',
      subject: { _id: s.subject.id, name: 'Physics', title: 'Physics' },
      file: { originalName: 'paper.pdf' },
      fileUrl: `/api/exams/${exam._id}/download`,
      reopened: false,
      submissionCount: 0,
    });
    const download = await get(t, exam.fileUrl, s.student.headers);
    expect(download.body).toBe('paper');
    expect(download.headers['content-disposition']).toContain('filename="paper.pdf"');
    const notified = await t.database.db
      .select({ userId: notifications.userId, link: notifications.link })
      .from(notifications)
      .where(eq(notifications.title, 'New exam: Physics midterm'));
    expect(notified.map((n) => n.userId).sort()).toEqual([s.student.user.id, s.classmate.user.id].sort());
    expect(notified.every((n) => n.link === '/exams-students')).toBe(true);
  });

  it('validates title, due date and subject, storing nothing on refusal', async () => {
    const before = await stored();
    const cases: [Part[], number, string | RegExp][] = [
      [form({ title: '' }), 400, 'title: is required'],
      [fields({ subject: s.subject.id, dueDate: daysFromNow(1) }), 400, 'title: is required'],
      [form({ dueDate: '' }), 400, 'dueDate: is required'],
      [form({ dueDate: '31/12/2030' }), 400, /^dueDate: must be a date and time/],
      [form({ subject: '' }), 400, 'subject: is required'],
      [form({ reopened: 'yes' }), 400, "reopened: must be 'true' or 'false'"],
      [form({ subject: s.otherSubject.id }), 404, 'Subject not found'],
      [[...form(), pdf('slides.pptx')], 400, /^file: slides\.pptx is not an accepted file type/],
      [[...form(), pdf('big.pdf', Buffer.alloc(20 * 1024 * 1024 + 1))], 413, /larger than 20 MB/],
      [[...form(), pdf('a.pdf'), pdf('b.pdf')], 400, /at most 1 file/],
    ];
    for (const [parts, status, message] of cases) {
      const res = await create([...parts, ...(parts.some((p) => 'filename' in p) ? [] : [pdf()])]);
      expect(res.statusCode, JSON.stringify(parts.filter((p) => !('content' in p)))).toBe(status);
      expect(res.json().message).toMatch(message);
    }
    expect(await stored()).toEqual(before);
  });

  it('accepts every allowed file type, and no file at all', async () => {
    for (const ext of ['pdf', 'doc', 'docx', 'txt', 'jpg', 'jpeg', 'png']) {
      expect((await create([...form(), pdf(`paper.${ext}`)])).statusCode, ext).toBe(201);
    }
    const bare = await create(form());
    expect(bare.json().data).toMatchObject({ file: null, fileUrl: null });
    const none = await get(t, `/api/exams/${bare.json().data._id}/download`, s.student.headers);
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe('This exam has no file');
  });
});

describe('editing and deleting exams', () => {
  it('updates fields, replaces the file, and re-opens an exam', async () => {
    const exam = (await create([...form(), pdf('v1.pdf', 'v1')])).json().data;
    const disk = await filesOnDisk(t);
    const res = await update(exam._id, [
      ...form({ title: 'Final', description: '', dueDate: '2030-06-01T10:00', reopened: 'true' }),
      pdf('v2.pdf', 'v2'),
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Exam updated successfully!',
      data: {
        title: 'Final',
        description: '',
        dueDate: '2030-06-01T10:00:00.000Z',
        reopened: true,
        file: { originalName: 'v2.pdf' },
      },
    });
    expect((await get(t, exam.fileUrl, s.teacher.headers)).body).toBe('v2');
    expect(await filesOnDisk(t)).toBe(disk);
    // Without `reopened` the flag stays; without a file the file stays.
    const kept = await update(exam._id, form({ title: 'Final exam' }));
    expect(kept.json().data).toMatchObject({
      title: 'Final exam',
      reopened: true,
      file: { originalName: 'v2.pdf' },
    });
    const closed = await update(exam._id, form({ reopened: 'false' }));
    expect(closed.json().data.reopened).toBe(false);
  });

  it('deletes an exam with its file', async () => {
    const exam = (await create([...form(), pdf()])).json().data;
    const disk = await filesOnDisk(t);
    expect((await remove(exam._id)).json()).toEqual({ success: true, message: 'Exam deleted successfully!' });
    expect(await filesOnDisk(t)).toBe(disk - 1);
    expect((await remove(exam._id)).statusCode).toBe(404);
  });

  it('keeps teachers to their subjects and students out', async () => {
    const theirs = (await create(form({ subject: s.otherSubject.id }), s.otherTeacher.headers)).json().data;
    expect((await update(theirs._id, form({ subject: s.otherSubject.id }))).statusCode).toBe(404);
    expect((await remove(theirs._id)).statusCode).toBe(404);
    const mine = (await create(form())).json().data;
    expect((await update(mine._id, form({ subject: s.otherSubject.id }))).statusCode).toBe(404);
    const list = await get(t, '/api/exams?limit=100', s.teacher.headers);
    expect(list.json().data.every((e: { subject: { _id: string } }) => e.subject._id === s.subject.id)).toBe(
      true,
    );
    for (const who of [s.student, s.student.parent]) {
      expect((await get(t, '/api/exams', who.headers)).statusCode).toBe(403);
      expect((await create(form(), who.headers)).statusCode).toBe(403);
      expect((await update(mine._id, form(), who.headers)).statusCode).toBe(403);
      expect((await remove(mine._id, who.headers)).statusCode).toBe(403);
    }
  });

  it('refuses deleting a subject while exams belong to it', async () => {
    const subject = await makeSubject(t, { name: 'Geology' });
    await assignTeacher(t, subject.id, s.teacher.user.id);
    const exam = (await create(form({ subject: subject.id }))).json().data;
    const del = () =>
      t.app.inject({ method: 'DELETE', url: `/api/subjects/${subject.id}`, headers: s.admin.headers });
    const refused = await del();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Cannot delete Geology: 1 exam(s) belong to it.');
    await remove(exam._id);
    expect((await del()).statusCode).toBe(200);
  });
});

describe('exam lists', () => {
  it('pages the staff list by 20 and the student list by 10, the latter by due date and enrolment', async () => {
    for (let i = 0; i < 21; i += 1)
      await create(form({ title: `Quiz-like ${i}`, dueDate: daysFromNow(30 - i) }));
    await create(form({ subject: s.otherSubject.id, title: 'Chemistry exam' }), s.otherTeacher.headers);
    const staff = await get(t, '/api/exams', s.admin.headers);
    const total = await rowCount(t, exams);
    expect(staff.json()).toMatchObject({
      success: true,
      totalCount: total,
      totalPages: Math.ceil(total / 20),
    });
    expect(staff.json().data).toHaveLength(20);

    const mine = await get(t, '/api/exams/student/my-exams', s.student.headers);
    const physics = await t.database.db.$count(exams, eq(exams.subjectId, s.subject.id));
    expect(mine.json()).toMatchObject({
      success: true,
      totalCount: physics,
      totalPages: Math.ceil(physics / 10),
    });
    expect(mine.json().data).toHaveLength(10);
    const all = (await get(t, '/api/exams/student/my-exams?limit=100', s.student.headers)).json().data;
    expect(all.every((e: { subject: { _id: string } }) => e.subject._id === s.subject.id)).toBe(true);
    expect(all[0]).not.toHaveProperty('submissionCount');
    const due = all.map((e: { dueDate: string }) => e.dueDate);
    expect([...due].sort()).toEqual(due);
    expect((await get(t, '/api/exams/student/my-exams', s.lapsed.headers)).json().totalCount).toBe(0);
    expect((await get(t, '/api/exams/student/my-exams', s.teacher.headers)).statusCode).toBe(403);
  });

  it('serves the exam file to the subject’s staff, enrolled students and their parents only', async () => {
    const exam = (await create([...form(), pdf('paper.pdf', 'paper')])).json().data;
    for (const who of [s.admin, s.teacher, s.student, s.student.parent, s.classmate]) {
      expect((await get(t, exam.fileUrl, who.headers)).statusCode).toBe(200);
    }
    for (const who of [s.otherTeacher, s.outsider, s.outsider.parent, s.lapsed]) {
      expect((await get(t, exam.fileUrl, who.headers)).statusCode).toBe(404);
    }
    expect((await get(t, exam.fileUrl, {})).statusCode).toBe(401);
  });
});

describe('past due dates', () => {
  it('refuses a new exam due in the past with a 400 naming the field, and stores nothing', async () => {
    const before = await rowCount(t, exams);
    const res = await create(form({ title: 'Too late', dueDate: daysFromNow(-1) }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      code: 'dueDateInPast',
      message: 'dueDate: is in the past; choose a later date and time',
    });
    expect(await rowCount(t, exams)).toBe(before);
  });
});
