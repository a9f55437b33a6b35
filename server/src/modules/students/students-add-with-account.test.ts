import { describe, expect, it } from 'vitest';
import { createUser, mailedToken, signedIn } from '../../../test/app.js';
import { addStudent, profileBody, uniqueEmail, userById } from '../../../test/students.js';
import { rowCounts, studentsSuite } from '../../../test/students-school.js';

/** Adding a student's account and profile in one call. */

const s = studentsSuite();

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
    const body = withAccount({ subjects: [{ subject: s.maths.id, teacher: s.teacherA }], role: 'admin' });
    const res = await s.call('POST', '/api/students/with-account', s.admin, body);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Student added successfully!',
      data: {
        studentId: expect.stringMatching(/^STU-\d{4}-\d{4,}$/),
        user: { email: body.email, firstName: 'Nour', lastName: 'Hany' },
        subjects: [{ subject: { _id: s.maths.id }, teacher: { _id: s.teacherA }, isActive: true }],
      },
    });
    expect(await userById(s.t, res.json().data.user._id)).toMatchObject({ role: 'student' });
    const signIn = await s.t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: body.email, password: 'nour-pass' },
    });
    expect(signIn.statusCode).toBe(200);
    await expect(mailedToken(s.t, body.email, 'verify-email')).resolves.toBeTruthy();
  });

  it('stores nothing when any part is refused', async () => {
    const taken = (await addStudent(s.t, s.admin)).json().data.user.email as string;
    const teacher = await createUser(s.t, 'teacher');
    const cases: [Record<string, unknown>, number, string | RegExp][] = [
      [
        { subjects: [{ subject: s.igcseBio.id, teacher: s.teacherB }] },
        400,
        /^subjects\.0\.subject: Biology is not a /,
      ],
      [{ parentEmail: teacher.email }, 409, 'parentEmail: this email belongs to a teacher account'],
      [{ email: taken }, 409, 'email: an account with this email already exists'],
      [{ email: 'nope' }, 400, /^email: /],
      [{ password: '' }, 400, /^password: /],
      [{ academicYear: '' }, 400, /^academicYear: /],
    ];
    const before = await rowCounts(s.t);
    for (const [fields, status, message] of cases) {
      const body = withAccount(fields);
      const res = await s.call('POST', '/api/students/with-account', s.admin, body);
      expect(res.statusCode, JSON.stringify(fields)).toBe(status);
      expect(res.json().message).toMatch(message);
      expect(await rowCounts(s.t), JSON.stringify(fields)).toEqual(before);
    }
  });

  it('is for admins only', async () => {
    const { headers } = await signedIn(s.t, 'teacher');
    const res = await s.call('POST', '/api/students/with-account', headers, withAccount());
    expect(res.statusCode).toBe(403);
  });
});
