import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bearer, createUser } from '../../../test/app.js';
import { addStudent, uniqueEmail, userById } from '../../../test/students.js';
import { studentsSuite } from '../../../test/students-school.js';
import { notifications, students, users } from '../../db/schema/index.js';

/** Editing a student (PUT) and deactivating or erasing one (DELETE). */

const s = studentsSuite();

describe('PUT /api/students/:id', () => {
  it('updates the profile, the account’s name and phone, and replaces the enrolment set', async () => {
    const created = (
      await addStudent(s.t, s.admin, { subjects: [{ subject: s.physics.id, teacher: s.teacherA }] })
    ).json().data;
    const res = await s.call('PUT', `/api/students/${created._id}`, s.admin, {
      firstName: 'Nour',
      lastName: 'Hany',
      phone: '',
      academicYear: '2027',
      subjects: [
        { subject: s.physics.id, teacher: s.teacherA, isActive: false },
        { subject: s.maths.id, teacher: s.teacherA },
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
      await s.t.database.db.select().from(notifications).where(eq(notifications.userId, created.user._id))
    ).map((n) => n.title);
    expect(titles.sort()).toEqual(['Enrolled in Maths', 'Enrolled in Physics']);

    const cleared = await s.call('PUT', `/api/students/${created._id}`, s.admin, { subjects: [] });
    expect(cleared.json().data.subjects).toEqual([]);
  });

  it('checks subjects against the (new) system', async () => {
    const created = (
      await addStudent(s.t, s.admin, { subjects: [{ subject: s.physics.id, teacher: s.teacherA }] })
    ).json().data;
    const misfit = await s.call('PUT', `/api/students/${created._id}`, s.admin, { system: 'IGCSE' });
    expect(misfit.statusCode).toBe(400);
    expect(misfit.json().message).toBe('system: Physics is not an IGCSE subject; change the subjects too');
    const wrongTeacher = await s.call('PUT', `/api/students/${created._id}`, s.admin, {
      subjects: [{ subject: s.physics.id, teacher: s.teacherB }],
    });
    expect(wrongTeacher.json().message).toBe('subjects.0.teacher: choose a teacher who teaches Physics');
    const moved = await s.call('PUT', `/api/students/${created._id}`, s.admin, {
      system: 'IGCSE',
      subjects: [{ subject: s.igcseBio.id, teacher: s.teacherB }],
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data).toMatchObject({
      system: 'IGCSE',
      subjects: [{ subject: { name: 'Biology' } }],
    });
  });

  it('re-links the parent when the parent email changes, creating the new parent account', async () => {
    const created = (await addStudent(s.t, s.admin)).json().data;
    const newEmail = uniqueEmail('new-parent');
    const res = await s.call('PUT', `/api/students/${created._id}`, s.admin, {
      parentName: 'Hoda',
      parentEmail: newEmail,
      parentPhone: '+20 122 333 4444',
    });
    expect(res.json().data).toMatchObject({
      parentName: 'Hoda',
      parentEmail: newEmail,
      parentPhone: '+20 122 333 4444',
    });
    const [parent] = await s.t.database.db.select().from(users).where(eq(users.email, newEmail));
    expect(parent).toMatchObject({
      role: 'parent',
      firstName: 'Hoda',
      lastName: '',
      phone: '+20 122 333 4444',
    });
    const teacher = await createUser(s.t, 'teacher');
    const clash = await s.call('PUT', `/api/students/${created._id}`, s.admin, {
      parentEmail: teacher.email,
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe('parentEmail: this email belongs to a teacher account');
  });

  it('blocks sign-in for an inactive or suspended status and allows it again when active', async () => {
    const email = uniqueEmail('status');
    const created = (await addStudent(s.t, s.admin, {}, { email })).json().data;
    const login = () =>
      s.t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'lina-pass' } });
    const before = (await login()).json().token as string;
    await s.call('PUT', `/api/students/${created._id}`, s.admin, { status: 'suspended' });
    expect((await login()).statusCode).toBe(403);
    const back = await s.call('PUT', `/api/students/${created._id}`, s.admin, { status: 'active' });
    expect(back.json().data).toMatchObject({ status: 'active', user: { isActive: true } });
    expect((await login()).statusCode).toBe(200);
    // A session from before the suspension stays retired: reopening the account revives no token.
    const me = await s.t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(before) });
    expect(me.statusCode).toBe(401);
  });

  it('answers 404 for an unknown student and 400 for a bad id', async () => {
    const unknown = await s.call('PUT', '/api/students/00000000-0000-4000-8000-000000000000', s.admin, {});
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ success: false, code: 'studentNotFound', message: 'Student not found' });
    const bad = await s.call('PUT', '/api/students/42', s.admin, {});
    expect(bad.statusCode).toBe(400);
  });
});

describe('DELETE /api/students/:id', () => {
  it('deactivates by default: history kept, sign-in refused', async () => {
    const email = uniqueEmail('leaver');
    const created = (
      await addStudent(
        s.t,
        s.admin,
        { subjects: [{ subject: s.physics.id, teacher: s.teacherA }] },
        { email },
      )
    ).json().data;
    const res = await s.call('DELETE', `/api/students/${created._id}`);
    expect(res.json()).toEqual({ success: true, message: 'Student deleted successfully!' });
    const [row] = await s.t.database.db.select().from(students).where(eq(students.id, created._id));
    expect(row?.status).toBe('inactive');
    expect(await userById(s.t, created.user._id)).toMatchObject({ isActive: false });
    const listed = (await s.call('GET', `/api/students?search=${encodeURIComponent(email)}`)).json().data[0];
    expect(listed).toMatchObject({ status: 'inactive', subjects: [{ subject: { name: 'Physics' } }] });
    const login = await s.t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: 'lina-pass' },
    });
    expect(login.statusCode).toBe(403);
  });

  it('erases the account and profile only when asked; the parent account stays', async () => {
    const parentEmail = uniqueEmail('erase-parent');
    const created = (
      await addStudent(s.t, s.admin, {
        parentEmail,
        subjects: [{ subject: s.physics.id, teacher: s.teacherA }],
      })
    ).json().data;
    const res = await s.call('DELETE', `/api/students/${created._id}?erase=true`);
    expect(res.statusCode).toBe(200);
    expect(await userById(s.t, created.user._id)).toBeUndefined();
    const [profile] = await s.t.database.db.select().from(students).where(eq(students.id, created._id));
    expect(profile).toBeUndefined();
    const [parent] = await s.t.database.db
      .select()
      .from(users)
      .where(and(eq(users.email, parentEmail)));
    expect(parent?.role).toBe('parent');
    const again = await s.call('DELETE', `/api/students/${created._id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ success: false, code: 'studentNotFound', message: 'Student not found' });
  });
});
