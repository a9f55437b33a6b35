import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/app.js';
import { call, get, rowCount } from '../../../test/requests.js';
import { makeSchool } from '../../../test/school.js';
import { notifications, virtualClasses } from '../../db/schema/index.js';

let t: TestContext;
let school: Awaited<ReturnType<typeof makeSchool>>;
beforeAll(async () => {
  t = await createTestApp();
  school = await makeSchool(t);
});
afterAll(() => t.close());

/** A student as the enrol lists give them. */
const forEnrolment = (s: typeof school.student) => ({
  _id: s.profile.id,
  studentId: s.profile.studentId,
  user: { firstName: s.user.firstName, lastName: s.user.lastName },
});
const inMinutes = (n: number) => new Date(Date.now() + n * 60_000).toISOString();
const form = (overrides: Record<string, unknown> = {}) => ({
  title: 'Motion revision',
  subject: school.subject.id,
  teacher: school.teacher.user.id,
  scheduledDate: inMinutes(60),
  duration: 45,
  meetingLink: 'https://zoom.example.com/j/123',
  meetingId: '123 456',
  platform: 'zoom',
  maxParticipants: 30,
  academicYear: '2026-2027',
  agenda: ['Graphs', ''],
  ...overrides,
});

describe('staff virtual classes', () => {
  it('an admin creates a class with auto-enrol: the subject’s active students are enrolled and notified', async () => {
    const before = await rowCount(t, notifications);
    const reply = await call(
      t,
      'POST',
      '/api/virtual-classes',
      school.admin.headers,
      form({ autoEnrollStudents: true }),
    );
    expect(reply.statusCode).toBe(201);
    const body = reply.json();
    expect(body.message).toBe('Class saved successfully! 2 students were automatically enrolled.');
    expect(body.autoEnrolledCount).toBe(2);
    expect(body.data).toMatchObject({
      title: 'Motion revision',
      subject: { _id: school.subject.id, name: 'Physics' },
      teacher: { _id: school.teacher.user.id },
      duration: 45,
      agenda: ['Graphs'],
      status: 'scheduled',
    });
    expect(body.data.enrolledStudents.map((e: { student: { _id: string } }) => e.student._id).sort()).toEqual(
      [school.student.profile.id, school.classmate.profile.id].sort(),
    );
    // The two active students of the subject are told (the lapsed one is not).
    expect((await rowCount(t, notifications)) - before).toBe(2);
  });

  it('checks every field with a message naming it, and stores nothing', async () => {
    const before = await rowCount(t, virtualClasses);
    const cases: [Record<string, unknown>, string][] = [
      [{ title: '' }, 'title'],
      [{ duration: 10 }, 'duration'],
      [{ duration: 481 }, 'duration'],
      [{ maxParticipants: 0 }, 'maxParticipants'],
      [{ maxParticipants: 1001 }, 'maxParticipants'],
      [{ meetingLink: 'not a link' }, 'meetingLink'],
      [{ academicYear: '2026' }, 'academicYear'],
      [{ academicYear: '2026-2028' }, 'academicYear'],
      [{ scheduledDate: 'soon' }, 'scheduledDate'],
      [{ subject: '' }, 'subject'],
      [{ teacher: '' }, 'teacher'],
      [{ teacher: school.otherTeacher.user.id }, 'teacher'],
    ];
    for (const [change, field] of cases) {
      const reply = await call(t, 'POST', '/api/virtual-classes', school.admin.headers, form(change));
      expect(reply.statusCode, JSON.stringify(change)).toBe(400);
      expect(reply.json().message).toContain(field);
    }
    expect(await rowCount(t, virtualClasses)).toBe(before);
  });

  it('a teacher is always the class’s teacher, works only in their subjects and cannot enrol', async () => {
    const mine = await call(
      t,
      'POST',
      '/api/virtual-classes',
      school.teacher.headers,
      form({ teacher: school.otherTeacher.user.id, title: 'Teacher made' }),
    );
    expect(mine.statusCode).toBe(201);
    expect(mine.json().data.teacher._id).toBe(school.teacher.user.id);
    const notMine = await call(
      t,
      'POST',
      '/api/virtual-classes',
      school.teacher.headers,
      form({ subject: school.otherSubject.id }),
    );
    expect(notMine.statusCode).toBe(404);

    const enrol = await call(
      t,
      'POST',
      `/api/virtual-classes/${mine.json().data._id}/enroll`,
      school.teacher.headers,
      {
        studentIds: [school.student.profile.id],
      },
    );
    expect(enrol.statusCode).toBe(403);
    expect(enrol.json().message).toBe('Teachers cannot enroll students or manage subjects.');

    // The other teacher neither sees nor edits nor deletes it.
    const id = mine.json().data._id;
    const theirs = (await get(t, '/api/virtual-classes', school.otherTeacher.headers)).json();
    expect(theirs.data.map((c: { _id: string }) => c._id)).not.toContain(id);
    expect(
      (await call(t, 'PUT', `/api/virtual-classes/${id}`, school.otherTeacher.headers, form())).statusCode,
    ).toBe(404);
    expect(
      (await call(t, 'DELETE', `/api/virtual-classes/${id}`, school.otherTeacher.headers)).statusCode,
    ).toBe(404);
    for (const who of [school.student, school.student.parent]) {
      expect((await get(t, '/api/virtual-classes', who.headers)).statusCode).toBe(403);
      expect((await call(t, 'POST', '/api/virtual-classes', who.headers, form())).statusCode).toBe(403);
    }
    expect((await get(t, '/api/virtual-classes/students', school.teacher.headers)).statusCode).toBe(403);
  });

  it('lists with filters and search, 10 a page, with the status from the clock', async () => {
    await call(
      t,
      'POST',
      '/api/virtual-classes',
      school.admin.headers,
      form({ title: 'Running now', scheduledDate: inMinutes(-5) }),
    );
    const all = (await get(t, '/api/virtual-classes', school.admin.headers)).json();
    expect(all.totalCount).toBe(3);
    const live = (await get(t, '/api/virtual-classes?status=in-progress', school.admin.headers)).json();
    expect(live.data.map((c: { title: string }) => c.title)).toEqual(['Running now']);
    const search = (await get(t, '/api/virtual-classes?search=physics', school.admin.headers)).json();
    expect(search.totalCount).toBe(3);
    const byTitle = (await get(t, '/api/virtual-classes?search=teacher%20made', school.admin.headers)).json();
    expect(byTitle.data.map((c: { title: string }) => c.title)).toEqual(['Teacher made']);
    const other = (
      await get(t, `/api/virtual-classes?subject=${school.otherSubject.id}`, school.admin.headers)
    ).json();
    expect(other.totalCount).toBe(0);
    expect((await get(t, '/api/virtual-classes?status=soon', school.admin.headers)).statusCode).toBe(400);

    const stats = (await get(t, '/api/virtual-classes/stats/overview', school.admin.headers)).json().data;
    expect(stats).toMatchObject({
      totalClasses: 3,
      scheduledClasses: 2,
      inProgressClasses: 1,
      completedClasses: 0,
    });
    expect(stats.platformStats).toEqual([{ _id: 'zoom', count: 3 }]);
    expect(stats.subjectStats).toEqual([{ subjectName: 'Physics', count: 3 }]);
  });

  it('lists a subject’s teachers and active students, for staff of that subject', async () => {
    const teachers = (
      await get(t, `/api/virtual-classes/teachers/subject/${school.subject.id}`, school.admin.headers)
    ).json().data;
    expect(teachers.map((x: { _id: string }) => x._id)).toEqual([school.teacher.user.id]);
    // A student for enrolment: _id, studentId, user (firstName, lastName), nothing more.
    const byId = (list: { _id: string }[]) => [...list].sort((a, b) => a._id.localeCompare(b._id));
    const students = (
      await get(t, `/api/virtual-classes/students/subject/${school.subject.id}`, school.teacher.headers)
    ).json().data;
    expect(byId(students)).toEqual(byId([forEnrolment(school.student), forEnrolment(school.classmate)]));
    const everyone = (await get(t, '/api/virtual-classes/students', school.admin.headers)).json().data;
    expect(everyone).toEqual(
      expect.arrayContaining([forEnrolment(school.student), forEnrolment(school.outsider)]),
    );
    for (const entry of everyone) expect(Object.keys(entry).sort()).toEqual(['_id', 'studentId', 'user']);
    expect(
      (
        await get(
          t,
          `/api/virtual-classes/students/subject/${school.otherSubject.id}`,
          school.teacher.headers,
        )
      ).statusCode,
    ).toBe(404);
    expect((await get(t, '/api/virtual-classes/teachers', school.teacher.headers)).json().data).toEqual([
      expect.objectContaining({ _id: school.teacher.user.id }),
    ]);
  });

  it('enrols students of the subject within the seat limit; edits keep the limit above the enrolled count; deletes', async () => {
    const created = (
      await call(
        t,
        'POST',
        '/api/virtual-classes',
        school.admin.headers,
        form({ title: 'Two seats', maxParticipants: 2 }),
      )
    ).json().data;
    const url = `/api/virtual-classes/${created._id}/enroll`;
    const outsider = await call(t, 'POST', url, school.admin.headers, {
      studentIds: [school.outsider.profile.id],
    });
    expect(outsider.statusCode).toBe(400);
    const ok = await call(t, 'POST', url, school.admin.headers, {
      studentIds: [school.student.profile.id, school.student.profile.id],
    });
    expect(ok.json()).toEqual({
      success: true,
      message: 'Students enrolled successfully!',
      enrolledCount: 1,
    });
    expect((await call(t, 'POST', url, school.admin.headers, { studentIds: [] })).statusCode).toBe(400);

    const shrink = await call(
      t,
      'PUT',
      `/api/virtual-classes/${created._id}`,
      school.admin.headers,
      form({ maxParticipants: 1 }),
    );
    expect(shrink.statusCode).toBe(200);
    expect(shrink.json().message).toBe('Class saved successfully!');
    const full = await call(t, 'POST', url, school.admin.headers, {
      studentIds: [school.classmate.profile.id],
    });
    expect(full.statusCode).toBe(409);
    await call(
      t,
      'PUT',
      `/api/virtual-classes/${created._id}`,
      school.admin.headers,
      form({ maxParticipants: 2 }),
    );
    expect(
      (await call(t, 'POST', url, school.admin.headers, { studentIds: [school.classmate.profile.id] }))
        .statusCode,
    ).toBe(200);
    const tooSmall = await call(
      t,
      'PUT',
      `/api/virtual-classes/${created._id}`,
      school.admin.headers,
      form({ maxParticipants: 1 }),
    );
    expect(tooSmall.statusCode).toBe(409);
    expect(tooSmall.json().message).toBe('Max participants cannot be below the 2 students already enrolled.');

    const cancelled = await call(
      t,
      'PUT',
      `/api/virtual-classes/${created._id}`,
      school.admin.headers,
      form({ maxParticipants: 2, status: 'cancelled' }),
    );
    expect(cancelled.json()).toMatchObject({
      message: 'Class cancelled successfully!',
      data: { status: 'cancelled' },
    });

    const removed = await call(t, 'DELETE', `/api/virtual-classes/${created._id}`, school.admin.headers);
    expect(removed.json()).toEqual({ success: true, message: 'Class deleted successfully!' });
    expect(
      (await call(t, 'DELETE', `/api/virtual-classes/${created._id}`, school.admin.headers)).statusCode,
    ).toBe(404);
  });
});
