import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedIn, type TestContext } from '../../../test/app.js';
import { enrol } from '../../../test/factories.js';
import { call, get } from '../../../test/requests.js';
import { makeSchool } from '../../../test/school.js';
import { virtualClassEnrollments, virtualClasses } from '../../db/schema/index.js';

let t: TestContext;
let school: Awaited<ReturnType<typeof makeSchool>>;
beforeAll(async () => {
  t = await createTestApp();
  school = await makeSchool(t);
});
afterAll(() => t.close());

const minutes = (n: number) => new Date(Date.now() + n * 60_000);

async function makeClass(values: Partial<typeof virtualClasses.$inferInsert> & { title: string }) {
  const [row] = await t.database.db
    .insert(virtualClasses)
    .values({
      subjectId: school.subject.id,
      scheduledDate: minutes(60),
      academicYear: '2026-2027',
      meetingLink: 'https://meet.example.com/abc',
      ...values,
    })
    .returning();
  return row!;
}

describe('GET /api/virtual-classes/student/my-classes', () => {
  it('lists the classes of the student’s subjects with a status from the clock, live and upcoming first', async () => {
    const live = await makeClass({
      title: 'Live',
      scheduledDate: minutes(-10),
      teacherId: school.teacher.user.id,
    });
    const upcoming = await makeClass({ title: 'Upcoming', scheduledDate: minutes(120) });
    // Stored as scheduled, but its end has passed: it reads completed.
    const over = await makeClass({ title: 'Over', scheduledDate: minutes(-180) });
    await makeClass({ title: 'Cancelled', scheduledDate: minutes(30), status: 'cancelled' });
    await makeClass({ title: 'Other subject', subjectId: school.otherSubject.id });
    await t.database.db
      .insert(virtualClassEnrollments)
      .values({ classId: live.id, studentId: school.student.profile.id });

    const reply = await get(t, '/api/virtual-classes/student/my-classes', school.student.headers);
    expect(reply.statusCode).toBe(200);
    const body = reply.json();
    expect(body.totalCount).toBe(4);
    expect(body.data.map((c: { title: string; status: string }) => `${c.title}:${c.status}`)).toEqual([
      'Live:in-progress',
      'Upcoming:scheduled',
      'Cancelled:cancelled',
      'Over:completed',
    ]);
    expect(body.data[0]).toMatchObject({
      _id: live.id,
      subject: { _id: school.subject.id, name: 'Physics' },
      teacher: { _id: school.teacher.user.id },
      isEnrolled: true,
      attended: false,
      duration: 60,
      platform: 'zoom',
    });
    expect(body.data[1]).toMatchObject({ _id: upcoming.id, teacher: null, isEnrolled: false });
    expect(body.data[3]._id).toBe(over.id);
  });

  it('narrows to a window and pages; other students and roles see only their own scope', async () => {
    const from = minutes(-60).toISOString();
    const to = minutes(90).toISOString();
    const today = (
      await get(
        t,
        `/api/virtual-classes/student/my-classes?from=${from}&to=${to}&limit=100`,
        school.student.headers,
      )
    ).json();
    expect(today.data.map((c: { title: string }) => c.title)).toEqual(['Live', 'Cancelled']);
    const paged = (
      await get(t, '/api/virtual-classes/student/my-classes?page=2&limit=3', school.student.headers)
    ).json();
    expect(paged).toMatchObject({ totalPages: 2, totalCount: 4 });
    expect(paged.data).toHaveLength(1);

    const outsider = (
      await get(t, '/api/virtual-classes/student/my-classes', school.outsider.headers)
    ).json();
    expect(outsider.data.map((c: { title: string }) => c.title)).toEqual(['Other subject']);
    expect(
      (await get(t, '/api/virtual-classes/student/my-classes', school.lapsed.headers)).json().data,
    ).toEqual([]);
    expect((await get(t, '/api/virtual-classes/student/my-classes', school.teacher.headers)).statusCode).toBe(
      403,
    );
    expect(
      (await get(t, '/api/virtual-classes/student/my-classes?from=yesterday', school.student.headers))
        .statusCode,
    ).toBe(400);
  });
});

describe('POST /api/virtual-classes/:id/join', () => {
  it('enrols and records attendance, replying with the meeting link', async () => {
    const c = await makeClass({ title: 'Join me', scheduledDate: minutes(-5) });
    const reply = await call(t, 'POST', `/api/virtual-classes/${c.id}/join`, school.classmate.headers);
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({
      success: true,
      message: 'Successfully joined the class!',
      meetingLink: 'https://meet.example.com/abc',
    });
    const list = (
      await get(t, '/api/virtual-classes/student/my-classes?limit=100', school.classmate.headers)
    ).json();
    expect(list.data.find((x: { _id: string }) => x._id === c.id)).toMatchObject({
      isEnrolled: true,
      attended: true,
    });
    // Joining again is fine and changes nothing.
    expect(
      (await call(t, 'POST', `/api/virtual-classes/${c.id}/join`, school.classmate.headers)).statusCode,
    ).toBe(200);
  });

  it('refuses a class outside the student’s subjects, cancelled or ended classes, and a full class', async () => {
    const other = await makeClass({ title: 'Not mine', subjectId: school.otherSubject.id });
    expect(
      (await call(t, 'POST', `/api/virtual-classes/${other.id}/join`, school.student.headers)).statusCode,
    ).toBe(404);
    const cancelled = await makeClass({ title: 'Off', status: 'cancelled' });
    const off = await call(t, 'POST', `/api/virtual-classes/${cancelled.id}/join`, school.student.headers);
    expect(off.statusCode).toBe(409);
    expect(off.json().message).toBe('This class was cancelled.');
    const ended = await makeClass({ title: 'Ended', scheduledDate: minutes(-200) });
    expect(
      (await call(t, 'POST', `/api/virtual-classes/${ended.id}/join`, school.student.headers)).json().message,
    ).toBe('This class has already ended.');

    const small = await makeClass({ title: 'Small', maxParticipants: 1 });
    expect(
      (await call(t, 'POST', `/api/virtual-classes/${small.id}/join`, school.student.headers)).statusCode,
    ).toBe(200);
    const full = await call(t, 'POST', `/api/virtual-classes/${small.id}/join`, school.classmate.headers);
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toBe('This class is full.');
    expect(
      (await call(t, 'POST', `/api/virtual-classes/${small.id}/join`, school.teacher.headers)).statusCode,
    ).toBe(403);
  });

  it('404s for a student account without a profile', async () => {
    const c = await makeClass({ title: 'Nobody' });
    const bare = await signedIn(t, 'student');
    expect((await call(t, 'POST', `/api/virtual-classes/${c.id}/join`, bare.headers)).statusCode).toBe(404);
    await enrol(t, bare.user.id, [school.subject.id]);
    expect((await call(t, 'POST', `/api/virtual-classes/${c.id}/join`, bare.headers)).statusCode).toBe(200);
  });
});
