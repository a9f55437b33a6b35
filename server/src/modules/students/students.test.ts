import { isErrorCode } from '@sabora/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  createUser,
  mailedToken,
  signedIn,
  type TestContext,
} from '../../../test/app.js';
import { makeSubject } from '../../../test/factories.js';
import { addStudent, profileBody, registerStudent, uniqueEmail, userById } from '../../../test/students.js';
import { notifications, students, users } from '../../db/schema/index.js';

let t: TestContext;
let admin: Record<string, string>;
let teacherA: string;
let teacherB: string;

/** How many rows each table a student add writes holds: equal before and after means nothing stored. */
async function rowCounts() {
  const result = await t.database.executeSql(
    `SELECT (SELECT count(*) FROM users)::int AS users, (SELECT count(*) FROM students)::int AS students,
            (SELECT count(*) FROM student_subjects)::int AS enrolments,
            (SELECT count(*) FROM notifications)::int AS notifications,
            (SELECT count(*) FROM user_tokens)::int AS tokens`,
  );
  return (Array.isArray(result) ? result[0]! : result).rows[0] as Record<string, number>;
}
let physics: { id: string; name: string; code: string };
let maths: { id: string; name: string; code: string };
let igcseBio: { id: string; name: string; code: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signedIn(t, 'admin')).headers;
  teacherA = (await createUser(t, 'teacher', { firstName: 'Omar', lastName: 'Nabil' })).id;
  teacherB = (await createUser(t, 'teacher', { firstName: 'Sara', lastName: 'Fathy' })).id;
  physics = await makeSubject(t, { name: 'Physics', teachers: [teacherA], primary: teacherA });
  maths = await makeSubject(t, { name: 'Maths', teachers: [teacherA, teacherB] });
  igcseBio = await makeSubject(t, { name: 'Biology', system: 'IGCSE', teachers: [teacherB] });
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers = admin, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload && { payload }) });

describe('who may call /students', () => {
  it('is admin only: teachers, students and parents get 403, anonymous callers 401', async () => {
    const someId = '00000000-0000-4000-8000-000000000000';
    const calls = [
      ['GET', '/api/students'],
      ['GET', '/api/students/export'],
      ['POST', '/api/students'],
      ['PUT', `/api/students/${someId}`],
      ['DELETE', `/api/students/${someId}`],
      ['POST', '/api/students/import/preview'],
      ['POST', '/api/students/import'],
    ] as const;
    for (const role of ['teacher', 'student', 'parent'] as const) {
      const { headers } = await signedIn(t, role);
      for (const [method, url] of calls) {
        const res = await call(
          method,
          url,
          headers,
          method === 'GET' || method === 'DELETE' ? undefined : {},
        );
        expect(res.statusCode, `${role} ${method} ${url}`).toBe(403);
        expect(res.json()).toEqual({
          success: false,
          code: 'permissionDenied',
          message: 'You do not have permission to do this.',
        });
      }
    }
    for (const [method, url] of calls) {
      const res = await t.app.inject({ method, url });
      expect(res.statusCode, `anonymous ${method} ${url}`).toBe(401);
    }
  });
});

describe('POST /api/students', () => {
  it('creates the profile with a readable id, links a new parent account and notifies each enrolment', async () => {
    const parentEmail = uniqueEmail('Parent.Case');
    const res = await addStudent(
      t,
      admin,
      {
        parentEmail: parentEmail.toUpperCase(),
        subjects: [
          { subject: physics.id, teacher: teacherA },
          { subject: maths.id, teacher: teacherB, isActive: true },
        ],
      },
      { firstName: 'Youssef', lastName: 'Kamal' },
    );
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ success: true, message: 'Student added successfully!' });
    const year = new Date().getUTCFullYear();
    expect(body.data).toMatchObject({
      studentId: expect.stringMatching(new RegExp(`^STU-${year}-\\d{4,}$`)),
      system: 'National',
      academicYear: '2026',
      status: 'active',
      user: { firstName: 'Youssef', lastName: 'Kamal', phone: '+20 100 555 1234', isActive: true },
      parentName: 'Mona Adel Hassan',
      parentEmail: parentEmail.toLowerCase(),
      parentPhone: '+20 111 222 3333',
    });
    expect(body.data.subjects).toEqual([
      {
        subject: { _id: maths.id, name: 'Maths', code: maths.code },
        teacher: { _id: teacherB, firstName: 'Sara', lastName: 'Fathy' },
        isActive: true,
      },
      {
        subject: { _id: physics.id, name: 'Physics', code: physics.code },
        teacher: { _id: teacherA, firstName: 'Omar', lastName: 'Nabil' },
        isActive: true,
      },
    ]);

    const [parent] = await t.database.db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = ${parentEmail.toLowerCase()}`);
    expect(parent).toMatchObject({
      role: 'parent',
      firstName: 'Mona',
      lastName: 'Adel Hassan',
      phone: '+20 111 222 3333',
    });
    // The parent signs in with email and phone; the random password is never told.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/parent-login',
      payload: { email: parentEmail, phone: '+20 111 222 3333' },
    });
    expect(login.statusCode).toBe(200);

    const mine = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, body.data.user._id));
    expect(mine.map((n) => [n.title, n.link]).sort()).toEqual([
      ['Enrolled in Maths', '/subjects'],
      ['Enrolled in Physics', '/subjects'],
    ]);
  });

  it('numbers students in sequence and stays unique when several are added at once', async () => {
    const first = (await addStudent(t, admin)).json().data.studentId as string;
    const userIds = await Promise.all(Array.from({ length: 8 }, () => registerStudent(t, admin)));
    const replies = await Promise.all(
      userIds.map((user) => call('POST', '/api/students', admin, profileBody(user))),
    );
    expect(replies.map((r) => r.statusCode)).toEqual(Array(8).fill(201));
    const ids = replies.map((r) => r.json().data.studentId as string);
    expect(new Set(ids).size).toBe(8);
    const number = (id: string) => Number(id.split('-')[2]);
    expect(Math.min(...ids.map(number))).toBe(number(first) + 1);
    expect(Math.max(...ids.map(number))).toBe(number(first) + 8);
  });

  it('checks every subject: exists, of the student’s system, listed once, with a teacher who teaches it', async () => {
    const cases: [object[], string, string?][] = [
      [[{ subject: physics.id }], 'subjects.0.teacher: choose a teacher who teaches Physics'],
      [[{ subject: physics.id, teacher: '' }], 'subjects.0.teacher: choose a teacher who teaches Physics'],
      [
        [{ subject: physics.id, teacher: teacherB }],
        'subjects.0.teacher: choose a teacher who teaches Physics',
      ],
      [
        [{ subject: igcseBio.id, teacher: teacherB }],
        'subjects.0.subject: Biology is not a National subject',
      ],
      [
        [{ subject: physics.id, teacher: teacherA }],
        'subjects.0.subject: Physics is not an IGCSE subject',
        'IGCSE',
      ],
      [
        [
          { subject: physics.id, teacher: teacherA },
          { subject: physics.id, teacher: teacherA },
        ],
        'subjects.1.subject: Physics is listed twice',
      ],
      [
        [{ subject: '00000000-0000-4000-8000-000000000000', teacher: teacherA }],
        'subjects.0.subject: no subject with this id',
      ],
      [[{ subject: 'nope', teacher: teacherA }], 'subjects.0.subject: must be a valid id'],
    ];
    for (const [subjects, message, system = 'National'] of cases) {
      const res = await addStudent(t, admin, { subjects, system });
      expect(res.statusCode, message).toBe(400);
      const { code, params: _params, ...reply } = res.json();
      expect(reply).toEqual({ success: false, message });
      expect(isErrorCode(code), code).toBe(true);
    }
  });

  it('requires the fields of staff spec §5 with a "field: message" error', async () => {
    const user = await registerStudent(t, admin);
    for (const [field, value] of [
      ['system', 'Martian'],
      ['academicYear', ''],
      ['parentName', ''],
      ['parentEmail', 'not-an-email'],
      ['parentPhone', 'call me'],
    ] as const) {
      const again = await registerStudent(t, admin);
      const res = await call('POST', '/api/students', admin, profileBody(again, { [field]: value }));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(new RegExp(`^${field}: `));
    }
    const missing = await call('POST', '/api/students', admin, { user });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/^system: /);
  });

  it('refuses an unknown user, a non-student account and a student who already has a profile', async () => {
    const unknown = await call(
      'POST',
      '/api/students',
      admin,
      profileBody('00000000-0000-4000-8000-000000000000'),
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('user: no account with this id; register the student first');

    const teacher = await createUser(t, 'teacher');
    const notStudent = await call('POST', '/api/students', admin, profileBody(teacher.id));
    expect(notStudent.statusCode).toBe(400);
    expect(notStudent.json().message).toBe('user: this is a teacher account, not a student account');
    expect(await userById(t, teacher.id)).toBeDefined();

    const created = (await addStudent(t, admin)).json().data;
    const twice = await call('POST', '/api/students', admin, profileBody(created.user._id));
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('user: this student already has a profile');
    // A user that has a profile is never removed by a failed second step.
    expect(await userById(t, created.user._id)).toMatchObject({ role: 'student' });
  });

  it('changes nothing on a refused second step: the account stays and step two can be retried', async () => {
    const email = uniqueEmail('kept');
    const user = await registerStudent(t, admin, { email });
    const before = await rowCounts();
    const failed = await call(
      'POST',
      '/api/students',
      admin,
      profileBody(user, { subjects: [{ subject: igcseBio.id, teacher: teacherB }] }),
    );
    expect(failed.statusCode).toBe(400);
    // Also when the body itself is refused by validation, and when the parent email is taken.
    const malformed = await call('POST', '/api/students', admin, { user, system: 'National' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toMatch(/^academicYear: /);
    const teacher = await createUser(t, 'teacher');
    const before2 = await rowCounts();
    const parentTaken = await call(
      'POST',
      '/api/students',
      admin,
      profileBody(user, { parentEmail: teacher.email }),
    );
    expect(parentTaken.json()).toEqual({
      success: false,
      code: 'emailBelongsToOtherRole',
      params: { role: 'teacher' },
      message: 'parentEmail: this email belongs to a teacher account',
    });
    expect(await rowCounts()).toEqual(before2);
    expect(before2).toEqual({ ...before, users: (before.users ?? 0) + 1 }); // only the teacher made here
    expect(await userById(t, user)).toMatchObject({ email, role: 'student' });

    const retry = await call('POST', '/api/students', admin, profileBody(user));
    expect(retry.statusCode).toBe(201);
    expect(retry.json().data.user.email).toBe(email);
  });

  it('refuses a parent email held by an admin account', async () => {
    const adminUser = await createUser(t, 'admin');
    const byAdmin = await addStudent(t, admin, { parentEmail: adminUser.email });
    expect(byAdmin.statusCode).toBe(409);
    expect(byAdmin.json().message).toBe('parentEmail: this email belongs to an admin account');
  });

  describe('POST /api/students/with-account (both steps at once)', () => {
    const withAccount = (fields: Record<string, unknown> = {}) => {
      const { user: _user, ...profile } = profileBody('');
      return {
        firstName: 'Nour',
        lastName: 'Hany',
        email: uniqueEmail('atomic'),
        phone: '+20 100 555 7777',
        password: 'nour-pass',
        ...profile,
        ...fields,
      };
    };

    it('creates the account, the profile, the parent and the enrolments together, and mails the student', async () => {
      // A role in the body is not this call's to choose: the account is a student's.
      const body = withAccount({ subjects: [{ subject: maths.id, teacher: teacherA }], role: 'admin' });
      const res = await call('POST', '/api/students/with-account', admin, body);
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({
        success: true,
        message: 'Student added successfully!',
        data: {
          studentId: expect.stringMatching(/^STU-\d{4}-\d{4,}$/),
          user: { email: body.email, firstName: 'Nour', lastName: 'Hany' },
          subjects: [{ subject: { _id: maths.id }, teacher: { _id: teacherA }, isActive: true }],
        },
      });
      expect(await userById(t, res.json().data.user._id)).toMatchObject({ role: 'student' });
      const signIn = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: body.email, password: 'nour-pass' },
      });
      expect(signIn.statusCode).toBe(200);
      await expect(mailedToken(t, body.email, 'verify-email')).resolves.toBeTruthy();
    });

    it('stores nothing when any part is refused', async () => {
      const taken = (await addStudent(t, admin)).json().data.user.email as string;
      const teacher = await createUser(t, 'teacher');
      const cases: [Record<string, unknown>, number, string | RegExp][] = [
        [
          { subjects: [{ subject: igcseBio.id, teacher: teacherB }] },
          400,
          /^subjects\.0\.subject: Biology is not a /,
        ],
        [{ parentEmail: teacher.email }, 409, 'parentEmail: this email belongs to a teacher account'],
        [{ email: taken }, 409, 'email: an account with this email already exists'],
        [{ email: 'nope' }, 400, /^email: /],
        [{ password: '' }, 400, /^password: /],
        [{ academicYear: '' }, 400, /^academicYear: /],
      ];
      const before = await rowCounts();
      for (const [fields, status, message] of cases) {
        const body = withAccount(fields);
        const res = await call('POST', '/api/students/with-account', admin, body);
        expect(res.statusCode, JSON.stringify(fields)).toBe(status);
        expect(res.json().message).toMatch(message);
        expect(await rowCounts(), JSON.stringify(fields)).toEqual(before);
      }
    });

    it('is for admins only', async () => {
      const { headers } = await signedIn(t, 'teacher');
      const res = await call('POST', '/api/students/with-account', headers, withAccount());
      expect(res.statusCode).toBe(403);
    });
  });

  it('links a second child to the existing parent account instead of creating another', async () => {
    const parentEmail = uniqueEmail('shared-parent');
    const one = await addStudent(t, admin, { parentEmail });
    const two = await addStudent(t, admin, {
      parentEmail: parentEmail.toUpperCase(),
      parentPhone: '+20 999 888 7777',
    });
    expect([one.statusCode, two.statusCode]).toEqual([201, 201]);
    const parents = await t.database.db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = ${parentEmail.toLowerCase()}`);
    expect(parents).toHaveLength(1);
    // Linking writes nothing to the parent account: its phone (the sign-in secret) is unchanged.
    expect(parents[0]!.phone).toBe('+20 111 222 3333');
  });
});

describe('GET /api/students', () => {
  let tag: string;
  beforeAll(async () => {
    tag = `zq${Date.now().toString(36)}`;
    for (const [i, system] of (['National', 'IGCSE', 'American'] as const).entries()) {
      await addStudent(
        t,
        admin,
        { system, parentName: `Parent ${tag}`, parentPhone: `+20 122 000 ${i}00${i}` },
        { firstName: `${tag}${i}`, lastName: 'Listed' },
      );
    }
  });

  it('pages with totals, newest first, and loads each student’s enrolments', async () => {
    const res = await call('GET', `/api/students?search=${tag}&limit=2`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, totalCount: 3, totalPages: 2 });
    expect(body.data.map((s: { user: { firstName: string } }) => s.user.firstName)).toEqual([
      `${tag}2`,
      `${tag}1`,
    ]);
    const page2 = (await call('GET', `/api/students?search=${tag}&limit=2&page=2`)).json();
    expect(page2.data.map((s: { user: { firstName: string } }) => s.user.firstName)).toEqual([`${tag}0`]);
    const all = (await call('GET', '/api/students')).json();
    expect(all.data.length).toBeLessThanOrEqual(20);
    expect(all.totalCount).toBeGreaterThan(3);
  });

  it('searches names, email, student id and the parent’s name, email and phone; filters system and status', async () => {
    const target = (await call('GET', `/api/students?search=${tag}1`)).json().data[0];
    const find = async (q: string) =>
      (await call('GET', `/api/students?search=${encodeURIComponent(q)}`))
        .json()
        .data.map((s: { _id: string }) => s._id);
    expect(await find(`${tag}1 listed`)).toEqual([target._id]);
    expect(await find(target.user.email.toUpperCase())).toEqual([target._id]);
    expect(await find(target.studentId)).toEqual([target._id]);
    expect(await find(target.parentEmail)).toEqual([target._id]);
    expect(await find('122 000 1001')).toEqual([target._id]);
    expect(await find(`parent ${tag}`)).toHaveLength(3);
    expect(await find('100%_')).toEqual([]);
    const igcse = (await call('GET', `/api/students?search=${tag}&system=IGCSE`)).json();
    expect(igcse.data.map((s: { system: string }) => s.system)).toEqual(['IGCSE']);
    const inactive = (await call('GET', `/api/students?search=${tag}&status=inactive`)).json();
    expect(inactive.totalCount).toBe(0);
    const bad = await call('GET', '/api/students?limit=500');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^limit: /);
  });
});

describe('PUT /api/students/:id', () => {
  it('updates the profile, the account’s name and phone, and replaces the enrolment set', async () => {
    const created = (
      await addStudent(t, admin, { subjects: [{ subject: physics.id, teacher: teacherA }] })
    ).json().data;
    const res = await call('PUT', `/api/students/${created._id}`, admin, {
      firstName: 'Nour',
      lastName: 'Hany',
      phone: '',
      academicYear: '2027',
      subjects: [
        { subject: physics.id, teacher: teacherA, isActive: false },
        { subject: maths.id, teacher: teacherA },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Student updated successfully!',
      data: { academicYear: '2027', user: { firstName: 'Nour', lastName: 'Hany', phone: null } },
    });
    expect(
      res
        .json()
        .data.subjects.map((e: { subject: { name: string }; isActive: boolean }) => [
          e.subject.name,
          e.isActive,
        ]),
    ).toEqual([
      ['Maths', true],
      ['Physics', false],
    ]);
    const titles = (
      await t.database.db.select().from(notifications).where(eq(notifications.userId, created.user._id))
    ).map((n) => n.title);
    expect(titles.sort()).toEqual(['Enrolled in Maths', 'Enrolled in Physics']);

    const cleared = await call('PUT', `/api/students/${created._id}`, admin, { subjects: [] });
    expect(cleared.json().data.subjects).toEqual([]);
  });

  it('checks subjects against the (new) system', async () => {
    const created = (
      await addStudent(t, admin, { subjects: [{ subject: physics.id, teacher: teacherA }] })
    ).json().data;
    const misfit = await call('PUT', `/api/students/${created._id}`, admin, { system: 'IGCSE' });
    expect(misfit.statusCode).toBe(400);
    expect(misfit.json().message).toBe('system: Physics is not an IGCSE subject; change the subjects too');
    const wrongTeacher = await call('PUT', `/api/students/${created._id}`, admin, {
      subjects: [{ subject: physics.id, teacher: teacherB }],
    });
    expect(wrongTeacher.json().message).toBe('subjects.0.teacher: choose a teacher who teaches Physics');
    const moved = await call('PUT', `/api/students/${created._id}`, admin, {
      system: 'IGCSE',
      subjects: [{ subject: igcseBio.id, teacher: teacherB }],
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data).toMatchObject({
      system: 'IGCSE',
      subjects: [{ subject: { name: 'Biology' } }],
    });
  });

  it('re-links the parent when the parent email changes, creating the new parent account', async () => {
    const created = (await addStudent(t, admin)).json().data;
    const newEmail = uniqueEmail('new-parent');
    const res = await call('PUT', `/api/students/${created._id}`, admin, {
      parentName: 'Hoda',
      parentEmail: newEmail,
      parentPhone: '+20 122 333 4444',
    });
    expect(res.json().data).toMatchObject({
      parentName: 'Hoda',
      parentEmail: newEmail,
      parentPhone: '+20 122 333 4444',
    });
    const [parent] = await t.database.db.select().from(users).where(eq(users.email, newEmail));
    expect(parent).toMatchObject({
      role: 'parent',
      firstName: 'Hoda',
      lastName: '',
      phone: '+20 122 333 4444',
    });
    const teacher = await createUser(t, 'teacher');
    const clash = await call('PUT', `/api/students/${created._id}`, admin, { parentEmail: teacher.email });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe('parentEmail: this email belongs to a teacher account');
  });

  it('blocks sign-in for an inactive or suspended status and allows it again when active', async () => {
    const email = uniqueEmail('status');
    const created = (await addStudent(t, admin, {}, { email })).json().data;
    const login = () =>
      t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'lina-pass' } });
    const before = (await login()).json().token as string;
    await call('PUT', `/api/students/${created._id}`, admin, { status: 'suspended' });
    expect((await login()).statusCode).toBe(403);
    const back = await call('PUT', `/api/students/${created._id}`, admin, { status: 'active' });
    expect(back.json().data).toMatchObject({ status: 'active', user: { isActive: true } });
    expect((await login()).statusCode).toBe(200);
    // A session from before the suspension stays retired: reopening the account revives no token.
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(before) });
    expect(me.statusCode).toBe(401);
  });

  it('answers 404 for an unknown student and 400 for a bad id', async () => {
    const unknown = await call('PUT', '/api/students/00000000-0000-4000-8000-000000000000', admin, {});
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ success: false, code: 'studentNotFound', message: 'Student not found' });
    const bad = await call('PUT', '/api/students/42', admin, {});
    expect(bad.statusCode).toBe(400);
  });
});

describe('DELETE /api/students/:id', () => {
  it('deactivates by default: history kept, sign-in refused', async () => {
    const email = uniqueEmail('leaver');
    const created = (
      await addStudent(t, admin, { subjects: [{ subject: physics.id, teacher: teacherA }] }, { email })
    ).json().data;
    const res = await call('DELETE', `/api/students/${created._id}`);
    expect(res.json()).toEqual({ success: true, message: 'Student deleted successfully!' });
    const [row] = await t.database.db.select().from(students).where(eq(students.id, created._id));
    expect(row?.status).toBe('inactive');
    expect(await userById(t, created.user._id)).toMatchObject({ isActive: false });
    const listed = (await call('GET', `/api/students?search=${encodeURIComponent(email)}`)).json().data[0];
    expect(listed).toMatchObject({ status: 'inactive', subjects: [{ subject: { name: 'Physics' } }] });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: 'lina-pass' },
    });
    expect(login.statusCode).toBe(403);
  });

  it('erases the account and profile only when asked; the parent account stays', async () => {
    const parentEmail = uniqueEmail('erase-parent');
    const created = (
      await addStudent(t, admin, { parentEmail, subjects: [{ subject: physics.id, teacher: teacherA }] })
    ).json().data;
    const res = await call('DELETE', `/api/students/${created._id}?erase=true`);
    expect(res.statusCode).toBe(200);
    expect(await userById(t, created.user._id)).toBeUndefined();
    const [profile] = await t.database.db.select().from(students).where(eq(students.id, created._id));
    expect(profile).toBeUndefined();
    const [parent] = await t.database.db
      .select()
      .from(users)
      .where(and(eq(users.email, parentEmail)));
    expect(parent?.role).toBe('parent');
    const again = await call('DELETE', `/api/students/${created._id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ success: false, code: 'studentNotFound', message: 'Student not found' });
  });
});

describe('GET /api/students/export', () => {
  it('sends students.csv with the import columns minus password, subject codes and a formula guard that spares phones', async () => {
    const email = uniqueEmail('export');
    const parentEmail = uniqueEmail('export-parent');
    const added = await addStudent(
      t,
      admin,
      {
        parentName: 'Said, "Abu Ali"',
        parentEmail,
        subjects: [
          { subject: physics.id, teacher: teacherA },
          { subject: maths.id, teacher: teacherB },
        ],
      },
      { firstName: '=HYPERLINK("http://evil")', lastName: '@Kamal', email },
    );
    const created = added.json().data;
    const res = await call('GET', `/api/students/export?search=${encodeURIComponent(email)}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="students.csv"');
    const lines = res.body.split('\r\n');
    expect(lines[0]).toBe(
      '\uFEFFstudentId,firstName,lastName,email,phone,system,academicYear,status,parentName,parentEmail,parentPhone,subjects',
    );
    expect(lines[1]).toBe(
      `${created.studentId},"'=HYPERLINK(""http://evil"")",'@Kamal,${email},+20 100 555 1234,National,2026,active,"Said, ""Abu Ali""",${parentEmail},+20 111 222 3333,${maths.code};${physics.code}`,
    );
    expect(lines).toHaveLength(3);
    expect(lines[2]).toBe('');
  });
});
