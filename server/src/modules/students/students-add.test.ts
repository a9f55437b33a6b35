import { isErrorCode } from '@sabora/contract';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../../test/app.js';
import { addStudent, profileBody, registerStudent, uniqueEmail, userById } from '../../../test/students.js';
import { rowCounts, studentsSuite } from '../../../test/students-school.js';
import { notifications, users } from '../../db/schema/index.js';

/** Adding a student profile to a registered account (POST /api/students). */

const s = studentsSuite();

describe('POST /api/students', () => {
  it('creates the profile with a readable id, links a new parent account and notifies each enrolment', async () => {
    const parentEmail = uniqueEmail('Parent.Case');
    const res = await addStudent(
      s.t,
      s.admin,
      {
        parentEmail: parentEmail.toUpperCase(),
        subjects: [
          { subject: s.physics.id, teacher: s.teacherA },
          { subject: s.maths.id, teacher: s.teacherB, isActive: true },
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
        subject: { _id: s.maths.id, name: 'Maths', code: s.maths.code },
        teacher: { _id: s.teacherB, firstName: 'Sara', lastName: 'Fathy' },
        isActive: true,
      },
      {
        subject: { _id: s.physics.id, name: 'Physics', code: s.physics.code },
        teacher: { _id: s.teacherA, firstName: 'Omar', lastName: 'Nabil' },
        isActive: true,
      },
    ]);

    const [parent] = await s.t.database.db
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
    const login = await s.t.app.inject({
      method: 'POST',
      url: '/api/auth/parent-login',
      payload: { email: parentEmail, phone: '+20 111 222 3333' },
    });
    expect(login.statusCode).toBe(200);

    const mine = await s.t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, body.data.user._id));
    expect(mine.map((n) => [n.title, n.link]).sort()).toEqual([
      ['Enrolled in Maths', '/subjects'],
      ['Enrolled in Physics', '/subjects'],
    ]);
  });

  it('numbers students in sequence and stays unique when several are added at once', async () => {
    const first = (await addStudent(s.t, s.admin)).json().data.studentId as string;
    const userIds = await Promise.all(Array.from({ length: 8 }, () => registerStudent(s.t, s.admin)));
    const replies = await Promise.all(
      userIds.map((user) => s.call('POST', '/api/students', s.admin, profileBody(user))),
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
      [[{ subject: s.physics.id }], 'subjects.0.teacher: choose a teacher who teaches Physics'],
      [[{ subject: s.physics.id, teacher: '' }], 'subjects.0.teacher: choose a teacher who teaches Physics'],
      [
        [{ subject: s.physics.id, teacher: s.teacherB }],
        'subjects.0.teacher: choose a teacher who teaches Physics',
      ],
      [
        [{ subject: s.igcseBio.id, teacher: s.teacherB }],
        'subjects.0.subject: Biology is not a National subject',
      ],
      [
        [{ subject: s.physics.id, teacher: s.teacherA }],
        'subjects.0.subject: Physics is not an IGCSE subject',
        'IGCSE',
      ],
      [
        [
          { subject: s.physics.id, teacher: s.teacherA },
          { subject: s.physics.id, teacher: s.teacherA },
        ],
        'subjects.1.subject: Physics is listed twice',
      ],
      [
        [{ subject: '00000000-0000-4000-8000-000000000000', teacher: s.teacherA }],
        'subjects.0.subject: no subject with this id',
      ],
      [[{ subject: 'nope', teacher: s.teacherA }], 'subjects.0.subject: must be a valid id'],
    ];
    for (const [subjects, message, system = 'National'] of cases) {
      const res = await addStudent(s.t, s.admin, { subjects, system });
      expect(res.statusCode, message).toBe(400);
      const { code, params: _params, ...reply } = res.json();
      expect(reply).toEqual({ success: false, message });
      expect(isErrorCode(code), code).toBe(true);
    }
  });

  it('requires the fields of the student form with a "field: message" error', async () => {
    const user = await registerStudent(s.t, s.admin);
    for (const [field, value] of [
      ['system', 'Martian'],
      ['academicYear', ''],
      ['parentName', ''],
      ['parentEmail', 'not-an-email'],
      ['parentPhone', 'call me'],
    ] as const) {
      const again = await registerStudent(s.t, s.admin);
      const res = await s.call('POST', '/api/students', s.admin, profileBody(again, { [field]: value }));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(new RegExp(`^${field}: `));
    }
    const missing = await s.call('POST', '/api/students', s.admin, { user });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/^system: /);
  });

  it('refuses an unknown user, a non-student account and a student who already has a profile', async () => {
    const unknown = await s.call(
      'POST',
      '/api/students',
      s.admin,
      profileBody('00000000-0000-4000-8000-000000000000'),
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('user: no account with this id; register the student first');

    const teacher = await createUser(s.t, 'teacher');
    const notStudent = await s.call('POST', '/api/students', s.admin, profileBody(teacher.id));
    expect(notStudent.statusCode).toBe(400);
    expect(notStudent.json().message).toBe('user: this is a teacher account, not a student account');
    expect(await userById(s.t, teacher.id)).toBeDefined();

    const created = (await addStudent(s.t, s.admin)).json().data;
    const twice = await s.call('POST', '/api/students', s.admin, profileBody(created.user._id));
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('user: this student already has a profile');
    // A user that has a profile is never removed by a failed second step.
    expect(await userById(s.t, created.user._id)).toMatchObject({ role: 'student' });
  });

  it('changes nothing on a refused second step: the account stays and step two can be retried', async () => {
    const email = uniqueEmail('kept');
    const user = await registerStudent(s.t, s.admin, { email });
    const before = await rowCounts(s.t);
    const failed = await s.call(
      'POST',
      '/api/students',
      s.admin,
      profileBody(user, { subjects: [{ subject: s.igcseBio.id, teacher: s.teacherB }] }),
    );
    expect(failed.statusCode).toBe(400);
    // Also when the body itself is refused by validation, and when the parent email is taken.
    const malformed = await s.call('POST', '/api/students', s.admin, { user, system: 'National' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toMatch(/^academicYear: /);
    const teacher = await createUser(s.t, 'teacher');
    const before2 = await rowCounts(s.t);
    const parentTaken = await s.call(
      'POST',
      '/api/students',
      s.admin,
      profileBody(user, { parentEmail: teacher.email }),
    );
    expect(parentTaken.json()).toEqual({
      success: false,
      code: 'emailBelongsToOtherRole',
      params: { role: 'teacher' },
      message: 'parentEmail: this email belongs to a teacher account',
    });
    expect(await rowCounts(s.t)).toEqual(before2);
    expect(before2).toEqual({ ...before, users: (before.users ?? 0) + 1 }); // only the teacher made here
    expect(await userById(s.t, user)).toMatchObject({ email, role: 'student' });

    const retry = await s.call('POST', '/api/students', s.admin, profileBody(user));
    expect(retry.statusCode).toBe(201);
    expect(retry.json().data.user.email).toBe(email);
  });

  it('refuses a parent email held by an admin account', async () => {
    const adminUser = await createUser(s.t, 'admin');
    const byAdmin = await addStudent(s.t, s.admin, { parentEmail: adminUser.email });
    expect(byAdmin.statusCode).toBe(409);
    expect(byAdmin.json().message).toBe('parentEmail: this email belongs to an admin account');
  });

  it('links a second child to the existing parent account instead of creating another', async () => {
    const parentEmail = uniqueEmail('shared-parent');
    const one = await addStudent(s.t, s.admin, { parentEmail });
    const two = await addStudent(s.t, s.admin, {
      parentEmail: parentEmail.toUpperCase(),
      parentPhone: '+20 999 888 7777',
    });
    expect([one.statusCode, two.statusCode]).toEqual([201, 201]);
    const parents = await s.t.database.db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = ${parentEmail.toLowerCase()}`);
    expect(parents).toHaveLength(1);
    // Linking writes nothing to the parent account: its phone (the sign-in secret) is unchanged.
    expect(parents[0]!.phone).toBe('+20 111 222 3333');
  });
});
