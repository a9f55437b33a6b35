import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/app.js';
import { call, get } from '../../../test/requests.js';
import { makeSchool } from '../../../test/school.js';

let t: TestContext;
let school: Awaited<ReturnType<typeof makeSchool>>;
/** A class that ended an hour ago, one live now and one of the other subject that ended. */
let ended: string;
let live: string;
let otherEnded: string;

const minutesFromNow = (n: number) => new Date(Date.now() + n * 60_000).toISOString();
async function makeClass(
  headers: Record<string, string>,
  overrides: Record<string, unknown>,
): Promise<string> {
  const reply = await call(t, 'POST', '/api/virtual-classes', headers, {
    title: 'Motion – revision',
    subject: school.subject.id,
    teacher: school.teacher.user.id,
    scheduledDate: minutesFromNow(-5),
    duration: 60,
    academicYear: '2026-2027',
    autoEnrollStudents: true,
    ...overrides,
  });
  expect(reply.statusCode, reply.body).toBe(201);
  return reply.json().data._id;
}

beforeAll(async () => {
  t = await createTestApp();
  school = await makeSchool(t);
  // Both classes start as live ones so the student can join; the first is then moved into the past.
  ended = await makeClass(school.admin.headers, { title: '=Motion "review"' });
  live = await makeClass(school.admin.headers, { title: 'Forces' });
  otherEnded = await makeClass(school.admin.headers, {
    subject: school.otherSubject.id,
    teacher: school.otherTeacher.user.id,
    scheduledDate: minutesFromNow(-120),
  });
  expect(
    (await call(t, 'POST', `/api/virtual-classes/${ended}/join`, school.student.headers)).statusCode,
  ).toBe(200);
  expect(
    (await call(t, 'POST', `/api/virtual-classes/${live}/join`, school.student.headers)).statusCode,
  ).toBe(200);
  const moved = await call(t, 'PUT', `/api/virtual-classes/${ended}`, school.admin.headers, {
    title: '=Motion "review"',
    subject: school.subject.id,
    teacher: school.teacher.user.id,
    scheduledDate: minutesFromNow(-120),
    duration: 60,
    academicYear: '2026-2027',
  });
  expect(moved.statusCode, moved.body).toBe(200);
});
afterAll(() => t.close());

describe('attendance', () => {
  it('the class teacher exports the enrolled students with who attended, as CSV', async () => {
    const reply = await get(t, `/api/virtual-classes/${ended}/attendance/export`, school.teacher.headers);
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(reply.headers['content-disposition']).toMatch(
      /^attachment; filename="attendance-\d{4}-\d{2}-\d{2}-Motion-review\.csv"/,
    );
    const rows: string[][] = parse(reply.body.replace(/^\uFEFF/, ''));
    expect(rows[0]).toEqual([
      'Student ID',
      'First name',
      'Last name',
      'Email',
      'Enrolled at',
      'Attended',
      'Joined at',
    ]);
    const byId = new Map(rows.slice(1).map((r) => [r[0], r]));
    expect(byId.size).toBe(2);
    expect(byId.get(school.student.profile.studentId)?.[5]).toBe('Yes');
    expect(Date.parse(byId.get(school.student.profile.studentId)?.[6] ?? '')).not.toBeNaN();
    expect(byId.get(school.classmate.profile.studentId)?.slice(5)).toEqual(['No', '']);
  });

  it('names a class with non-ASCII title in UTF-8 beside an ASCII fallback', async () => {
    const arabic = await makeClass(school.admin.headers, {
      title: 'مراجعة الحركة',
      scheduledDate: minutesFromNow(60),
    });
    const reply = await get(t, `/api/virtual-classes/${arabic}/attendance/export`, school.admin.headers);
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-disposition']).toContain(`.csv"; filename*=UTF-8''attendance-`);
    expect(reply.headers['content-disposition']).toMatch(
      new RegExp(`filename\\*=UTF-8''attendance-[\\d-]+-${encodeURIComponent('مراجعة-الحركة')}\\.csv$`),
    );
    expect(reply.headers['content-disposition']).toMatch(/filename="attendance-[\d-]+_+-_+\.csv"/);
  });

  it('is refused to a teacher of another subject, students and parents, and 404s for an unknown class', async () => {
    const path = `/api/virtual-classes/${ended}/attendance/export`;
    expect((await get(t, path, school.otherTeacher.headers)).statusCode).toBe(404);
    expect((await get(t, path, school.student.headers)).statusCode).toBe(403);
    expect((await get(t, path, school.student.parent.headers)).statusCode).toBe(403);
    expect(
      (
        await get(
          t,
          '/api/virtual-classes/00000000-0000-4000-8000-000000000000/attendance/export',
          school.admin.headers,
        )
      ).statusCode,
    ).toBe(404);
  });

  it('a parent sees their child’s completed classes, attended or missed; live ones are not counted yet', async () => {
    const reply = await get(
      t,
      `/api/virtual-classes/attendance?student=${school.classmate.profile.id}`,
      school.classmate.parent.headers,
    );
    expect(reply.statusCode).toBe(200);
    expect(reply.json().data).toMatchObject({
      attended: 0,
      missed: 1,
      recent: [{ _id: ended, attended: false, joinedAt: null, subject: { name: 'Physics' } }],
    });
    const own = (
      await get(
        t,
        `/api/virtual-classes/attendance?student=${school.student.profile.id}`,
        school.student.parent.headers,
      )
    ).json().data;
    expect(own.attended).toBe(1);
    expect(own.missed).toBe(0);
    expect(own.recent.map((r: { _id: string }) => r._id)).toEqual([ended]);
  });

  it('a student reads their own; a parent cannot read another family’s child', async () => {
    const mine = await get(t, '/api/virtual-classes/attendance', school.student.headers);
    expect(mine.json().data.attended).toBe(1);
    const outsider = await get(t, '/api/virtual-classes/attendance', school.outsider.headers);
    // Enrolled in the other subject's class by auto-enrol, never joined it.
    expect(outsider.json().data).toMatchObject({ attended: 0, missed: 1, recent: [{ _id: otherEnded }] });
    const foreign = await get(
      t,
      `/api/virtual-classes/attendance?student=${school.student.profile.id}`,
      school.classmate.parent.headers,
    );
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).not.toContain(ended);
    expect((await get(t, '/api/virtual-classes/attendance', school.student.parent.headers)).statusCode).toBe(
      400,
    );
    expect((await get(t, '/api/virtual-classes/attendance', school.teacher.headers)).statusCode).toBe(403);
  });
});
