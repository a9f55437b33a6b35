import type { Announcement } from '@sabora/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, outbox, readMail, signedIn, type TestContext } from '../../../test/app.js';
import { assignTeacher, makeSubject } from '../../../test/factories.js';
import { call, eventually, fields, filesOnDisk, get, rowCount, sendForm } from '../../../test/requests.js';
import { makeSchool } from '../../../test/school.js';
import { announcements, auditLog, files, notifications, users } from '../../db/schema/index.js';

let t: TestContext;
let s: Awaited<ReturnType<typeof makeSchool>>;
beforeAll(async () => {
  t = await createTestApp();
  s = await makeSchool(t);
  // The classmate wants no mail.
  await t.database.db
    .update(users)
    .set({ emailNotifications: false })
    .where(eq(users.id, s.classmate.user.id));
});
afterAll(() => t.close());

type Who = { headers: Record<string, string> };
const post = (form: ReturnType<typeof fields>, who: Who = s.teacher) =>
  sendForm(t, 'POST', '/api/announcements', form, who.headers);
const form = (title: string, extra: Record<string, string> = {}) =>
  fields({ subject: s.subject.id, title, text: 'Bring a calculator on Monday.', ...extra });
const listAs = async (who: Who, query = '') => {
  const res = await get(t, `/api/announcements${query}`, who.headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { data: Announcement[]; totalCount: number; totalPages: number };
};
const noticesOf = (userId: string) =>
  t.database.db
    .select({ title: notifications.title, message: notifications.message, link: notifications.link })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.title, 'Announcement in Physics')));

describe('announcements', () => {
  let posted: Announcement;

  it('posts one with a file, tells the students and their parents, and mails those who allow it', async () => {
    const res = await post([
      ...form('Test on Monday'),
      { name: 'file', filename: 'revision.pdf', content: '%PDF-1.4 revision list' },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toBe('Announcement posted.');
    posted = res.json().data;
    expect(posted).toMatchObject({
      subject: { _id: s.subject.id, name: 'Physics' },
      title: 'Test on Monday',
      text: 'Bring a calculator on Monday.',
      author: { _id: s.teacher.user.id },
      file: { originalName: 'revision.pdf', url: `/api/announcements/${posted._id}/file` },
      mayDelete: true,
    });

    expect(await noticesOf(s.student.user.id)).toEqual([
      { title: 'Announcement in Physics', message: 'Test on Monday', link: '/home-students' },
    ]);
    expect(await noticesOf(s.classmate.user.id)).toHaveLength(1);
    expect(await noticesOf(s.student.parent.user.id)).toEqual([
      { title: 'Announcement in Physics', message: 'Test on Monday', link: '/dashboard' },
    ]);
    // Not the other subject's student, not a student whose enrolment ended.
    expect(await noticesOf(s.outsider.user.id)).toEqual([]);
    expect(await noticesOf(s.lapsed.user.id)).toEqual([]);

    const mailTo = (email: string) =>
      outbox(t).then((mails) => mails.filter((m) => m.includes(`To: ${email}`)).map(readMail));
    const [mail] = await eventually(
      () => mailTo(s.student.user.email),
      (mails) => mails.length > 0,
    );
    expect(mail!.subject).toBe('Announcement in Physics: Test on Monday');
    expect(mail!.text).toContain('Bring a calculator on Monday.');
    const toParent = await eventually(
      () => mailTo(s.student.parent.user.email),
      (mails) => mails.length > 0,
    );
    expect(toParent.map((m) => m.subject)).toEqual(['Announcement in Physics: Test on Monday']);
    expect(await mailTo(s.student.user.email)).toHaveLength(1);
    expect(await mailTo(s.classmate.user.email)).toEqual([]);
  });

  it('lists them newest first to the subject’s students, parents and staff, and to nobody else', async () => {
    expect((await post(form('Second notice'))).statusCode).toBe(201);
    for (const who of [s.student, s.student.parent, s.teacher, s.admin]) {
      const list = await listAs(who, who === s.teacher || who === s.admin ? `?subject=${s.subject.id}` : '');
      expect(list.data.map((a) => a.title)).toEqual(['Second notice', 'Test on Monday']);
      expect(list.totalCount).toBe(2);
    }
    expect((await listAs(s.student)).data.every((a) => !a.mayDelete)).toBe(true);
    expect((await listAs(s.student, '?limit=1&page=2')).data.map((a) => a.title)).toEqual(['Test on Monday']);
    expect((await listAs(s.outsider)).data).toEqual([]);
    expect((await listAs(s.otherTeacher)).data).toEqual([]);
    expect((await get(t, `/api/announcements?subject=${s.subject.id}`, s.outsider.headers)).statusCode).toBe(
      404,
    );
    expect(
      (await get(t, `/api/announcements?subject=${s.subject.id}`, s.otherTeacher.headers)).statusCode,
    ).toBe(404);
  });

  it('serves its file to the subject’s readers only', async () => {
    const res = await get(t, `/api/announcements/${posted._id}/file`, s.student.parent.headers);
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('%PDF-1.4 revision list');
    expect((await get(t, `/api/announcements/${posted._id}/file`, s.outsider.headers)).statusCode).toBe(404);
  });

  it('refuses a form without a title or with a foreign subject and keeps nothing', async () => {
    const [rows, stored, disk] = [
      await rowCount(t, announcements),
      await rowCount(t, files),
      await filesOnDisk(t),
    ];
    const untitled = await post([...form(''), { name: 'file', filename: 'a.pdf', content: '%PDF-1.4 a' }]);
    expect(untitled.statusCode).toBe(400);
    expect(untitled.json().message).toBe('title: is required');
    const foreign = await post(fields({ subject: s.otherSubject.id, title: 'Hello', text: 'Hi' }));
    expect(foreign.statusCode).toBe(404);
    const long = await post(form('Long', { text: 'x'.repeat(5001) }));
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('text: must be at most 5000 characters');
    expect((await post(form('By a student'), s.student)).statusCode).toBe(403);
    expect([await rowCount(t, announcements), await rowCount(t, files), await filesOnDisk(t)]).toEqual([
      rows,
      stored,
      disk,
    ]);
  });

  it('is deleted by its author or an admin only, with its file, and the deletion is audited', async () => {
    const coTeacher = await signedIn(t, 'teacher');
    await assignTeacher(t, s.subject.id, coTeacher.user.id, false);
    const mine = (
      await post([...form('Delete me'), { name: 'file', filename: 'x.pdf', content: '%PDF-1.4 x' }])
    ).json().data as Announcement;
    expect(
      (await listAs(coTeacher, `?subject=${s.subject.id}`)).data.find((a) => a._id === mine._id)?.mayDelete,
    ).toBe(false);
    const refused = await call(t, 'DELETE', `/api/announcements/${mine._id}`, coTeacher.headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('announcementNotYours');
    expect(
      (await call(t, 'DELETE', `/api/announcements/${mine._id}`, s.otherTeacher.headers)).statusCode,
    ).toBe(404);

    const disk = await filesOnDisk(t);
    const deleted = await call(t, 'DELETE', `/api/announcements/${mine._id}`, s.teacher.headers);
    expect(deleted.statusCode).toBe(200);
    expect(await filesOnDisk(t)).toBe(disk - 1);
    expect((await get(t, `/api/announcements/${mine._id}/file`, s.student.headers)).statusCode).toBe(404);
    const [entry] = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, mine._id));
    expect(entry).toMatchObject({ action: 'announcement.delete', summary: "Announcement 'Delete me'" });

    // An admin may delete anyone's.
    expect((await call(t, 'DELETE', `/api/announcements/${posted._id}`, s.admin.headers)).statusCode).toBe(
      200,
    );
  });

  it('keeps a subject with announcements from being deleted until they are gone', async () => {
    const art = await makeSubject(t, { name: 'Art' });
    const notice = await post(
      fields({ subject: art.id, title: 'Exhibition', text: 'Friday at noon.' }),
      s.admin,
    );
    expect(notice.statusCode).toBe(201);
    const held = await call(t, 'DELETE', `/api/subjects/${art.id}`, s.admin.headers);
    expect(held.statusCode).toBe(409);
    expect(held.json().message).toBe('Cannot delete Art: 1 announcement(s) belong to it.');
    await call(t, 'DELETE', `/api/announcements/${notice.json().data._id}`, s.admin.headers);
    expect((await call(t, 'DELETE', `/api/subjects/${art.id}`, s.admin.headers)).statusCode).toBe(200);
  });
});
