import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedIn, type TestContext } from '../../../test/app.js';
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
        title: `Note ${i}`,
        message: `Message ${i}`,
        link: '/grades',
      });
    }
    await notify(t.database.db, [other.user.id], { title: 'Not yours', message: 'x' });

    const page1 = (await get('/api/notifications?page=1&limit=10', me.headers)).json();
    expect(page1).toMatchObject({ success: true, totalPages: 2, totalCount: 12 });
    expect(page1.data).toHaveLength(10);
    expect(page1.data[0]).toEqual({
      _id: expect.any(String),
      title: 'Note 12',
      message: 'Message 12',
      link: '/grades',
      read: false,
      createdAt: expect.any(String),
    });
    const page2 = (await get('/api/notifications?page=2&limit=10', me.headers)).json();
    expect(page2.data.map((n: { title: string }) => n.title)).toEqual(['Note 2', 'Note 1']);
    expect((await get('/api/notifications', other.headers)).json().totalCount).toBe(1);
  });

  it('counts unread, marks one read (own only) and all read', async () => {
    const me = await signedIn(t, 'parent');
    const other = await signedIn(t, 'parent');
    await notify(t.database.db, [me.user.id, me.user.id], { title: 'A', message: 'a' });
    await notify(t.database.db, [me.user.id], { title: 'B', message: 'b' });
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
