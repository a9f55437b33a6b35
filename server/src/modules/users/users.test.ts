import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signedIn, TEST_PASSWORD, type TestContext } from '../../../test/app.js';
import { multipart } from '../../../test/multipart.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const storedFiles = async () =>
  (
    await readdir(path.join(t.dataDir, 'uploads'), { recursive: true, withFileTypes: true }).catch(() => [])
  ).filter((e) => e.isFile()).length;

describe('settings', () => {
  it('starts from the defaults and saves per user', async () => {
    const me = await signedIn(t, 'admin');
    const other = await signedIn(t, 'admin');
    const initial = await t.app.inject({ method: 'GET', url: '/api/users/me/settings', headers: me.headers });
    expect(initial.json()).toEqual({
      success: true,
      data: { language: 'en', theme: 'light', emailNotifications: true },
    });
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/users/me/settings',
      headers: me.headers,
      payload: { language: 'ar', theme: 'dark', emailNotifications: false },
    });
    expect(saved.json()).toEqual({
      success: true,
      message: 'Settings saved!',
      data: { language: 'ar', theme: 'dark', emailNotifications: false },
    });
    const reread = await t.app.inject({ method: 'GET', url: '/api/users/me/settings', headers: me.headers });
    expect(reread.json().data.theme).toBe('dark');
    const untouched = await t.app.inject({
      method: 'GET',
      url: '/api/users/me/settings',
      headers: other.headers,
    });
    expect(untouched.json().data.theme).toBe('light');
  });

  it('refuses unknown values', async () => {
    const me = await signedIn(t, 'teacher');
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/users/me/settings',
      headers: me.headers,
      payload: { language: 'de', theme: 'dark', emailNotifications: true },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^language: /);
  });
});

describe('own profile and password', () => {
  it('updates name and phone', async () => {
    const me = await signedIn(t, 'parent');
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/users/me',
      headers: me.headers,
      payload: { firstName: 'Mariam', lastName: 'Said', phone: '+20 100 200 3000' },
    });
    expect(res.json().data.user).toMatchObject({
      firstName: 'Mariam',
      lastName: 'Said',
      phone: '+20 100 200 3000',
    });
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/users/me',
      headers: me.headers,
      payload: { firstName: 'Mariam', lastName: 'Said', phone: 'call me' },
    });
    expect(bad.json().message).toBe('phone: must be a valid phone number');
    // Shaped like a number, but no number of its country: the same words, not a union's "Invalid input".
    const short = await t.app.inject({
      method: 'PUT',
      url: '/api/users/me',
      headers: me.headers,
      payload: { firstName: 'Mariam', lastName: 'Said', phone: '+20 100 1' },
    });
    expect(short.json().message).toBe('phone: must be a valid phone number');
  });

  it('changes the password with the current one, revoking older tokens and returning a new one', async () => {
    const me = await signedIn(t, 'student');
    const wrong = await t.app.inject({
      method: 'PUT',
      url: '/api/users/me/password',
      headers: me.headers,
      payload: { currentPassword: 'nope', password: 'new-secret' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('currentPassword: the current password is not correct');
    const ok = await t.app.inject({
      method: 'PUT',
      url: '/api/users/me/password',
      headers: me.headers,
      payload: { currentPassword: TEST_PASSWORD, password: 'new-secret' },
    });
    expect(ok.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: me.headers })).statusCode).toBe(
      401,
    );
    const fresh = bearer(ok.json().data.token);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: fresh })).statusCode).toBe(200);
  });
});

describe('profile picture', () => {
  it('stores an image, serves it to signed-in users, and replaces the old one', async () => {
    const me = await signedIn(t, 'teacher');
    const upload = (name: string, content: Buffer) => {
      const form = multipart([{ name: 'avatar', filename: name, content, contentType: 'image/png' }]);
      return t.app.inject({
        method: 'PUT',
        url: '/api/users/me/avatar',
        headers: { ...me.headers, ...form.headers },
        payload: form.payload,
      });
    };
    const before = await storedFiles();
    const res = await upload('me.png', PNG);
    expect(res.statusCode).toBe(200);
    const { avatarUrl } = res.json().data.user;
    expect(avatarUrl).toMatch(new RegExp(`^/api/users/${me.user.id}/avatar`));
    const download = await t.app.inject({ method: 'GET', url: avatarUrl, headers: me.headers });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(PNG)).toBe(true);
    expect(download.headers['content-disposition']).toContain('filename="me.png"');
    expect(download.headers['content-type']).toBe('image/png');
    expect((await t.app.inject({ method: 'GET', url: avatarUrl })).statusCode).toBe(401);

    await upload('again.png', PNG);
    expect(await storedFiles()).toBe(before + 1);
  });

  it('keeps a file name without its bidirectional controls, so it reads as what it is', async () => {
    const me = await signedIn(t, 'teacher');
    // U+202E turns the rest around on screen: "me" + "gnp.png" would read "megnp.png" backwards.
    const form = multipart([{ name: 'avatar', filename: 'me\u202Egnp\u2066.png', content: PNG }]);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/users/me/avatar',
      headers: { ...me.headers, ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    const download = await t.app.inject({
      method: 'GET',
      url: res.json().data.user.avatarUrl,
      headers: me.headers,
    });
    expect(download.headers['content-disposition']).toContain('filename="megnp.png"');
  });

  it('refuses a page uploaded as an image, by its content, whatever its name and claimed type', async () => {
    const me = await signedIn(t, 'teacher');
    const before = await storedFiles();
    for (const filename of ['page.png', 'x.webp', 'photo.jpg']) {
      const form = multipart([
        { name: 'avatar', filename, content: '<script>alert(1)</script>', contentType: 'image/png' },
      ]);
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/users/me/avatar',
        headers: { ...me.headers, ...form.headers },
        payload: form.payload,
      });
      expect(res.statusCode, filename).toBe(400);
      expect(res.json().code).toBe('fileNotReal');
    }
    expect(await storedFiles()).toBe(before);
  });

  it('refuses a wrong type, an oversized file and an empty form, storing nothing', async () => {
    const me = await signedIn(t, 'student');
    const send = (parts: Parameters<typeof multipart>[0]) => {
      const form = multipart(parts);
      return t.app.inject({
        method: 'PUT',
        url: '/api/users/me/avatar',
        headers: { ...me.headers, ...form.headers },
        payload: form.payload,
      });
    };
    const before = await storedFiles();
    const exe = await send([{ name: 'avatar', filename: 'virus.exe', content: 'MZ' }]);
    expect(exe.statusCode).toBe(400);
    expect(exe.json().message).toBe(
      'avatar: virus.exe is not an accepted file type (allowed: png, jpg, jpeg, webp).',
    );
    const big = await send([
      {
        name: 'avatar',
        filename: 'big.png',
        content: Buffer.concat([PNG, Buffer.alloc(2.5 * 1024 * 1024, 1)]),
      },
    ]);
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe('avatar: big.png is larger than 2 MB.');
    const huge = await send([
      { name: 'avatar', filename: 'huge.png', content: Buffer.alloc(8 * 1024 * 1024, 1) },
    ]);
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toBe('Upload is too large: at most 1 file(s) of 2 MB each.');
    const two = await send([
      { name: 'avatar', filename: 'a.png', content: PNG },
      { name: 'avatar', filename: 'b.png', content: PNG },
    ]);
    expect(two.statusCode).toBe(400);
    expect(two.json().message).toMatch(/at most 1 file/);
    const none = await send([{ name: 'note', value: 'hello' }]);
    expect(none.json().message).toBe('avatar: choose an image to upload');
    const json = await t.app.inject({
      method: 'PUT',
      url: '/api/users/me/avatar',
      headers: me.headers,
      payload: {},
    });
    expect(json.statusCode).toBe(400);
    expect(await storedFiles()).toBe(before);
  });
});
