import { describe, expect, it } from 'vitest';
import { call, get } from '../../../test/requests.js';
import { days, studentHomeSuite } from '../../../test/student-home.js';
import { homeworkSubmissions } from '../../db/schema/index.js';

/** A student's due dates: the calendar's list and its iCal subscription. */

const school = studentHomeSuite();

describe('GET /api/students/calendar-due-dates', () => {
  it('lists the due work of the student’s active subjects in the next 6 months, with type, link and submitted', async () => {
    const { subject, chapter, otherSubject, otherChapter, student } = school;
    const hw = await school.homework(subject.id, chapter.id, 'Kinematics sheet', days(2));
    const q = await school.quiz(subject.id, 'Forces quiz', days(3));
    const ex = await school.exam(subject.id, 'Mid-term', days(10));
    await school.homework(subject.id, chapter.id, 'Already past', days(-1));
    await school.homework(subject.id, chapter.id, 'Too far ahead', days(200));
    await school.homework(otherSubject.id, otherChapter.id, 'Not my subject', days(2));
    await school
      .db()
      .insert(homeworkSubmissions)
      .values({ homeworkId: hw.id, studentId: student.profile.id });

    const reply = await get(school.t, '/api/students/calendar-due-dates', student.headers);
    expect(reply.statusCode).toBe(200);
    const { data } = reply.json();
    expect(data.map((e: { title: string }) => e.title)).toEqual([
      'Kinematics sheet',
      'Forces quiz',
      'Mid-term',
    ]);
    expect(data[0]).toEqual({
      _id: hw.id,
      type: 'homework',
      title: 'Kinematics sheet',
      dueDate: hw.dueDate.toISOString(),
      subject: { _id: subject.id, name: 'Physics' },
      chapter: 'Motion',
      duration: null,
      color: 'blue',
      link: '/homeworks-students',
      submitted: true,
    });
    expect(data[1]).toMatchObject({
      _id: q.id,
      type: 'quiz',
      color: 'red',
      link: '/quiz-students',
      duration: 20,
      submitted: false,
    });
    expect(data[2]).toMatchObject({
      _id: ex.id,
      type: 'exam',
      color: 'orange',
      link: '/exams-students',
      submitted: false,
    });
  });

  it('shows nothing of subjects the student is not actively enrolled in, and another student’s submission is not theirs', async () => {
    const { outsider, lapsed, classmate } = school;
    const outsiderTitles = (await get(school.t, '/api/students/calendar-due-dates', outsider.headers))
      .json()
      .data.map((e: { title: string }) => e.title);
    expect(outsiderTitles).toEqual(['Not my subject']);
    expect((await get(school.t, '/api/students/calendar-due-dates', lapsed.headers)).json().data).toEqual([]);
    const mine = (await get(school.t, '/api/students/calendar-due-dates', classmate.headers)).json().data;
    expect(mine.find((e: { title: string }) => e.title === 'Kinematics sheet').submitted).toBe(false);
  });

  it('lets a parent read their own child’s calendar only, and refuses staff', async () => {
    const { student, outsider } = school;
    const child = await get(
      school.t,
      `/api/students/calendar-due-dates?student=${student.profile.id}`,
      student.parent.headers,
    );
    expect(child.json().data).toHaveLength(3);
    const notTheirs = await get(
      school.t,
      `/api/students/calendar-due-dates?student=${outsider.profile.id}`,
      student.parent.headers,
    );
    expect(notTheirs.statusCode).toBe(404);
    expect((await get(school.t, '/api/students/calendar-due-dates', student.parent.headers)).statusCode).toBe(
      400,
    );
    expect((await get(school.t, '/api/students/calendar-due-dates', school.teacher.headers)).statusCode).toBe(
      403,
    );
    expect((await get(school.t, '/api/students/calendar-due-dates', {})).statusCode).toBe(401);
  });
});

describe('calendar subscription (iCal)', () => {
  it('gives the student a secret address serving their due dates as text/calendar; a new address retires the old one', async () => {
    const { student, classmate } = school;
    const first = (await get(school.t, '/api/students/calendar-feed', student.headers)).json();
    expect(first.url).toMatch(/^http:\/\/localhost:\d+\/api\/calendar\/[A-Za-z0-9_-]{32}\.ics$/);
    expect((await get(school.t, '/api/students/calendar-feed', student.headers)).json().url).toBe(first.url);

    const path = new URL(first.url).pathname;
    const feed = await get(school.t, path, {});
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(feed.body).toContain('BEGIN:VCALENDAR');
    expect(feed.body).toContain('SUMMARY:Homework due: Kinematics sheet');
    expect(feed.body).toContain('SUMMARY:Quiz due: Forces quiz');
    expect(feed.body).not.toContain('Not my subject');

    const other = (await get(school.t, '/api/students/calendar-feed', classmate.headers)).json();
    expect(other.url).not.toBe(first.url);

    const renewed = await call(school.t, 'POST', '/api/students/calendar-feed', student.headers);
    expect(renewed.statusCode).toBe(200);
    expect(renewed.json().url).not.toBe(first.url);
    expect((await get(school.t, path, {})).statusCode).toBe(404);
    expect((await get(school.t, new URL(renewed.json().url).pathname, {})).statusCode).toBe(200);
  });

  it('refuses a wrong or malformed secret', async () => {
    const unknown = await get(school.t, `/api/calendar/${'x'.repeat(32)}.ics`, {});
    expect(unknown.statusCode).toBe(404);
    // A plain JSON refusal: nothing in it says "a calendar file".
    expect(unknown.headers['content-disposition']).toBeUndefined();
    expect(unknown.headers['content-type']).toMatch(/^application\/json/);
    expect((await get(school.t, '/api/calendar/short.ics', {})).statusCode).toBe(400);
    expect(
      (await get(school.t, '/api/students/calendar-feed', school.student.parent.headers)).statusCode,
    ).toBe(403);
  });
});
