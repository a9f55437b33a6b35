import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  createUser,
  mailedToken,
  signedIn,
  type TestContext,
  tokenFor,
} from '../../../test/app.js';
import { enrol, makeSubject } from '../../../test/factories.js';

let t: TestContext;
let admin: Awaited<ReturnType<typeof signedIn>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t, 'admin');
});
afterAll(() => t.close());

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  headers = admin.headers,
) => t.app.inject({ method, url, headers, payload });

describe('teachers', () => {
  it('adds a teacher who can sign in, lists and searches them, and edits them', async () => {
    const added = await call('POST', '/api/teachers', {
      firstName: 'Hany',
      lastName: 'Gamal',
      email: 'Hany.Gamal@Example.com',
      password: 'hany-pass',
    });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({
      success: true,
      message: 'Teacher added successfully!',
      data: { firstName: 'Hany', email: 'hany.gamal@example.com', phone: null, isActive: true, subjects: [] },
    });
    expect(await tokenFor(t, 'hany.gamal@example.com', 'hany-pass')).toEqual(expect.any(String));
    const found = (await call('GET', '/api/teachers?search=gamal')).json();
    expect(found.data.map((x: { email: string }) => x.email)).toEqual(['hany.gamal@example.com']);

    const id = added.json().data._id;
    const edited = await call('PUT', `/api/teachers/${id}`, {
      firstName: 'Hany',
      lastName: 'Gamal',
      email: 'hany.gamal@example.com',
      phone: '+20 100 999 8888',
    });
    expect(edited.json().data.phone).toBe('+20 100 999 8888');
  });

  it('validates the add form and refuses a duplicate email', async () => {
    const existing = await createUser(t, 'student');
    const cases: [object, number, string | RegExp][] = [
      [{ lastName: 'x', email: 'a@example.com', password: 'secret12' }, 400, /^firstName: /],
      [
        { firstName: 'x', lastName: 'x', email: 'nope', password: 'secret12' },
        400,
        'email: must be a valid email address',
      ],
      [
        { firstName: 'x', lastName: 'x', email: 'b@example.com', password: '123' },
        400,
        'password: must be at least 8 characters',
      ],
      [
        { firstName: 'x', lastName: 'x', email: existing.email, password: 'secret12' },
        409,
        'email: an account with this email already exists',
      ],
    ];
    for (const [payload, status, message] of cases) {
      const res = await call('POST', '/api/teachers', payload);
      expect(res.statusCode).toBe(status);
      expect(res.json().message).toMatch(message);
    }
  });

  it('assigns subjects with one primary per subject, and removes assignments', async () => {
    const subject = await makeSubject(t, { name: 'Mechanics' });
    const a = await createUser(t, 'teacher');
    const b = await createUser(t, 'teacher');
    const assign = (teacherId: string, isPrimary: boolean) =>
      call('POST', `/api/teachers/${teacherId}/subjects/${subject.id}`, { isPrimary });
    expect((await assign(a.id, true)).json()).toMatchObject({
      message: 'Subject assigned successfully!',
      data: { subjects: [{ _id: subject.id, name: 'Mechanics', isPrimary: true }] },
    });
    await assign(b.id, true);
    const primaries = (await call('GET', `/api/subjects/${subject.id}`))
      .json()
      .data.teachers.filter((x: { isPrimary: boolean }) => x.isPrimary);
    expect(primaries.map((x: { _id: string }) => x._id)).toEqual([b.id]);

    const removed = await call('DELETE', `/api/teachers/${a.id}/subjects/${subject.id}`);
    expect(removed.json()).toMatchObject({
      message: 'Subject assignment removed successfully!',
      data: { subjects: [] },
    });
    expect((await call('DELETE', `/api/teachers/${a.id}/subjects/${subject.id}`)).statusCode).toBe(404);
    expect(
      (await call('POST', `/api/teachers/${a.id}/subjects/00000000-0000-4000-8000-000000000000`, {}))
        .statusCode,
    ).toBe(404);
  });

  it('deletes a teacher nobody’s enrolment names, and deactivates one whose students keep their name', async () => {
    const free = await createUser(t, 'teacher');
    expect((await call('DELETE', `/api/teachers/${free.id}`)).json().outcome).toBe('deleted');
    expect((await call('DELETE', `/api/teachers/${free.id}`)).statusCode).toBe(404);

    const busy = await createUser(t, 'teacher');
    const busyHeaders = bearer(t.app.tokens.sign(busy));
    const subject = await makeSubject(t);
    const student = await createUser(t, 'student');
    const profile = await enrol(t, student.id, []);
    const { studentSubjects } = await import('../../db/schema/index.js');
    await t.database.db
      .insert(studentSubjects)
      .values({ studentId: profile.id, subjectId: subject.id, teacherId: busy.id });
    const res = await call('DELETE', `/api/teachers/${busy.id}`);
    expect(res.json()).toMatchObject({ success: true, outcome: 'deactivated' });
    const after = (await call('GET', '/api/teachers?limit=100'))
      .json()
      .data.find((x: { _id: string }) => x._id === busy.id);
    expect(after).toMatchObject({ isActive: false, subjects: [] });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: busy.email, password: 'secret123' },
    });
    expect(login.statusCode).toBe(403);
    // Opened again, the account signs in afresh; a token from before it was closed stays dead.
    const reopened = await call('PUT', `/api/teachers/${busy.id}`, {
      firstName: busy.firstName,
      lastName: busy.lastName,
      email: busy.email,
      isActive: true,
    });
    expect(reopened.statusCode, reopened.body).toBe(200);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: busyHeaders });
    expect(me.statusCode).toBe(401);
  });

  it('a password set in the teacher’s edit retires the reset links they were mailed before', async () => {
    const teacher = await createUser(t, 'teacher');
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: teacher.email },
    });
    const link = await mailedToken(t, teacher.email, 'reset-password');
    const edit = await call('PUT', `/api/teachers/${teacher.id}`, {
      firstName: teacher.firstName,
      lastName: teacher.lastName,
      email: teacher.email,
      password: 'set-by-admin',
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: link, password: 'from-old-link' },
    });
    expect(reset.statusCode).toBe(400);
    expect(await tokenFor(t, teacher.email, 'set-by-admin')).toEqual(expect.any(String));
  });

  it('is admin-only', async () => {
    const teacher = await signedIn(t, 'teacher');
    for (const [method, url] of [
      ['GET', '/api/teachers'],
      ['POST', '/api/teachers'],
      ['DELETE', `/api/teachers/${teacher.user.id}`],
    ] as const) {
      expect((await call(method, url, {}, teacher.headers)).statusCode).toBe(403);
    }
  });
});
