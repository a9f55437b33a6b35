import { FSI, PDI } from '@sabora/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, outbox, readMail, signedIn, type TestContext } from '../../../test/app.js';
import { users } from '../../db/schema/index.js';
import { notify } from './service.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });
const put = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'PUT', url, headers });

describe('notifications', () => {
  it('lists the caller’s own notifications newest first, 10 a page, with totals', async () => {
    const me = await signedIn(t, 'student');
    const other = await signedIn(t, 'student');
    for (let i = 1; i <= 12; i++) {
      await notify(t.database.db, [me.user.id], {
        notice: 'newHomework',
        params: { title: `Note ${i}`, subject: `Subject ${i}` },
        link: '/grades',
      });
    }
    await notify(t.database.db, [other.user.id], { notice: 'welcome', params: {} });

    const page1 = (await get('/api/notifications?page=1&limit=10', me.headers)).json();
    expect(page1).toMatchObject({ success: true, totalPages: 2, totalCount: 12 });
    expect(page1.data).toHaveLength(10);
    expect(page1.data[0]).toEqual({
      _id: expect.any(String),
      title: 'New homework: Note 12',
      message: 'A new homework was posted in Subject 12.',
      link: '/grades',
      read: false,
      createdAt: expect.any(String),
    });
    const page2 = (await get('/api/notifications?page=2&limit=10', me.headers)).json();
    expect(page2.data.map((n: { title: string }) => n.title)).toEqual([
      'New homework: Note 2',
      'New homework: Note 1',
    ]);
    expect((await get('/api/notifications', other.headers)).json().totalCount).toBe(1);
  });

  it('counts unread, marks one read (own only) and all read', async () => {
    const me = await signedIn(t, 'parent');
    const other = await signedIn(t, 'parent');
    await notify(t.database.db, [me.user.id, me.user.id], { notice: 'welcome', params: {} });
    await notify(t.database.db, [me.user.id], { notice: 'termTimetable', params: {} });
    // The same user listed twice gets one notification.
    expect((await get('/api/notifications/unread-count', me.headers)).json()).toEqual({
      success: true,
      unread: 2,
    });

    const [first] = (await get('/api/notifications', me.headers)).json().data;
    const notMine = await put(`/api/notifications/${first._id}/read`, other.headers);
    expect(notMine.statusCode).toBe(404);
    const read = await put(`/api/notifications/${first._id}/read`, me.headers);
    expect(read.statusCode).toBe(200);
    expect(read.json().data.read).toBe(true);
    expect((await get('/api/notifications/unread-count', me.headers)).json().unread).toBe(1);

    expect((await put('/api/notifications/read-all', me.headers)).json()).toEqual({
      success: true,
      updated: 1,
    });
    expect((await get('/api/notifications/unread-count', me.headers)).json().unread).toBe(0);
  });

  it('writes each notification in its reader’s language setting', async () => {
    const readers = {
      en: await signedIn(t, 'student'),
      ar: await signedIn(t, 'student'),
      fr: await signedIn(t, 'parent'),
    };
    await t.database.db.update(users).set({ language: 'ar' }).where(eq(users.id, readers.ar.user.id));
    await t.database.db.update(users).set({ language: 'fr' }).where(eq(users.id, readers.fr.user.id));
    await notify(
      t.database.db,
      Object.values(readers).map((r) => r.user.id),
      {
        notice: 'newQuiz',
        params: { title: 'Vectors', subject: 'Physics' },
        link: '/quiz-students',
      },
    );
    const seen = async (reader: { headers: Record<string, string> }) => {
      const [note] = (await get('/api/notifications', reader.headers)).json().data;
      return [note.title, note.message];
    };
    expect(await seen(readers.en)).toEqual(['New quiz: Vectors', 'A new quiz was posted in Physics.']);
    expect(await seen(readers.ar)).toEqual([
      `اختبار قصير جديد: ${FSI}Vectors${PDI}`,
      `نُشر اختبار قصير جديد في مادة ${FSI}Physics${PDI}.`,
    ]);
    expect(await seen(readers.fr)).toEqual([
      'Nouveau quiz : Vectors',
      'Un nouveau quiz a été publié en Physics.',
    ]);
  });

  it('mails a password reset in the account’s language', async () => {
    const reader = await signedIn(t, 'teacher');
    await t.app.inject({
      method: 'PUT',
      url: '/api/users/me/settings',
      headers: reader.headers,
      payload: { language: 'ar', theme: 'light', emailNotifications: true },
    });
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: reader.user.email },
    });
    expect(asked.statusCode).toBe(200);
    let mail: string | undefined;
    for (const until = Date.now() + 10_000; !mail && Date.now() < until; ) {
      mail = (await outbox(t)).find((m) => m.includes(`To: ${reader.user.email}`));
      if (!mail) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const { subject, text } = readMail(mail!);
    expect(subject).toBe('إعادة تعيين كلمة مرور سبورة');
    expect(text).toMatch(new RegExp(`^مرحبًا ${FSI}${reader.user.firstName}${PDI}،`));
    expect(text).toContain('/reset-password?token=');
  });

  it('needs a signed-in caller and valid paging', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/notifications' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/notifications/unread-count' })).statusCode).toBe(
      401,
    );
    const me = await signedIn(t, 'teacher');
    const bad = await get('/api/notifications?page=0', me.headers);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^page: /);
    expect((await get('/api/notifications?limit=500', me.headers)).statusCode).toBe(400);
    expect((await put('/api/notifications/not-an-id/read', me.headers)).json().message).toBe(
      'id: must be a valid id',
    );
  });
});
