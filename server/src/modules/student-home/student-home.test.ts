import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, signedIn, type TestContext } from '../../../test/app.js';
import { enrol, makeChapter, makeSubject } from '../../../test/factories.js';
import { call, get } from '../../../test/requests.js';
import { makeSchool } from '../../../test/school.js';
import {
  examSubmissions,
  exams,
  homeworkSubmissions,
  homeworks,
  quizAttempts,
  quizzes,
  studentSubjects,
  users,
  virtualClassEnrollments,
  virtualClasses,
} from '../../db/schema/index.js';
import { leaderboard } from './leaderboard.js';

let t: TestContext;
let school: Awaited<ReturnType<typeof makeSchool>>;
beforeAll(async () => {
  t = await createTestApp();
  school = await makeSchool(t);
});
afterAll(() => t.close());

const days = (n: number) => new Date(Date.now() + n * 86_400_000);
const db = () => t.database.db;

async function homework(subjectId: string, chapterId: string, title: string, due: Date) {
  const [row] = await db()
    .insert(homeworks)
    .values({ title, subjectId, chapterId, dueDate: due })
    .returning();
  return row!;
}
async function quiz(subjectId: string, title: string, due: Date) {
  const [row] = await db()
    .insert(quizzes)
    .values({ title, subjectId, dueDate: due, durationMinutes: 20 })
    .returning();
  return row!;
}
async function exam(subjectId: string, title: string, due: Date) {
  const [row] = await db().insert(exams).values({ title, subjectId, dueDate: due }).returning();
  return row!;
}

describe('GET /api/students/calendar-due-dates', () => {
  it('lists the due work of the student’s active subjects in the next 6 months, with type, link and submitted', async () => {
    const { subject, chapter, otherSubject, otherChapter, student } = school;
    const hw = await homework(subject.id, chapter.id, 'Kinematics sheet', days(2));
    const q = await quiz(subject.id, 'Forces quiz', days(3));
    const ex = await exam(subject.id, 'Mid-term', days(10));
    await homework(subject.id, chapter.id, 'Already past', days(-1));
    await homework(subject.id, chapter.id, 'Too far ahead', days(200));
    await homework(otherSubject.id, otherChapter.id, 'Not my subject', days(2));
    await db().insert(homeworkSubmissions).values({ homeworkId: hw.id, studentId: student.profile.id });

    const reply = await get(t, '/api/students/calendar-due-dates', student.headers);
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
    const outsiderTitles = (await get(t, '/api/students/calendar-due-dates', outsider.headers))
      .json()
      .data.map((e: { title: string }) => e.title);
    expect(outsiderTitles).toEqual(['Not my subject']);
    expect((await get(t, '/api/students/calendar-due-dates', lapsed.headers)).json().data).toEqual([]);
    const mine = (await get(t, '/api/students/calendar-due-dates', classmate.headers)).json().data;
    expect(mine.find((e: { title: string }) => e.title === 'Kinematics sheet').submitted).toBe(false);
  });

  it('lets a parent read their own child’s calendar only, and refuses staff', async () => {
    const { student, outsider } = school;
    const child = await get(
      t,
      `/api/students/calendar-due-dates?student=${student.profile.id}`,
      student.parent.headers,
    );
    expect(child.json().data).toHaveLength(3);
    const notTheirs = await get(
      t,
      `/api/students/calendar-due-dates?student=${outsider.profile.id}`,
      student.parent.headers,
    );
    expect(notTheirs.statusCode).toBe(404);
    expect((await get(t, '/api/students/calendar-due-dates', student.parent.headers)).statusCode).toBe(400);
    expect((await get(t, '/api/students/calendar-due-dates', school.teacher.headers)).statusCode).toBe(403);
    expect((await get(t, '/api/students/calendar-due-dates', {})).statusCode).toBe(401);
  });
});

describe('GET /api/students/leaderboard', () => {
  it('ranks the students of the caller’s system by the sum of their grades, top 10 and their own entry, names only', async () => {
    // A system of their own, so the other tests' students do not take part.
    const { subject, chapter } = school;
    const board: { headers: Record<string, string>; profileId: string; email: string }[] = [];
    for (let i = 0; i < 12; i++) {
      const s = await signedIn(t, 'student');
      const profile = await enrol(t, s.user.id, [subject.id], { system: 'American' });
      board.push({ headers: s.headers, profileId: profile.id, email: s.user.email });
    }
    // Points: student i has 10*(12-i) from a homework, student 0 also 50 from a quiz and 40 from an exam.
    for (const [i, s] of board.entries()) {
      const hw = await homework(subject.id, chapter.id, `Board hw ${i}`, days(-3));
      await db()
        .insert(homeworkSubmissions)
        .values({ homeworkId: hw.id, studentId: s.profileId, status: 'graded', grade: 10 * (12 - i) });
    }
    const q = await quiz(subject.id, 'Board quiz', days(-2));
    await db().insert(quizAttempts).values({
      quizId: q.id,
      studentId: board[0]!.profileId,
      status: 'graded',
      grade: 50,
      totalQuestions: 2,
    });
    const ex = await exam(subject.id, 'Board exam', days(-2));
    await db()
      .insert(examSubmissions)
      .values({ examId: ex.id, studentId: board[0]!.profileId, status: 'graded', grade: 40 });
    // Ungraded work counts nothing; a National student with many points is on another board.
    await db().insert(examSubmissions).values({ examId: ex.id, studentId: board[1]!.profileId });
    const natHw = await homework(subject.id, chapter.id, 'National hw', days(-3));
    await db()
      .insert(homeworkSubmissions)
      .values({ homeworkId: natHw.id, studentId: school.student.profile.id, status: 'graded', grade: 100 });

    const last = board[11]!;
    const reply = await get(t, '/api/students/leaderboard', last.headers);
    expect(reply.statusCode).toBe(200);
    const body = reply.json();
    expect(body.leaderboard).toHaveLength(10);
    expect(body.leaderboard[0]).toEqual({ rank: 1, name: expect.any(String), points: 210, isMe: false });
    expect(body.leaderboard.map((e: { points: number }) => e.points)).toEqual([
      210, 110, 100, 90, 80, 70, 60, 50, 40, 30,
    ]);
    expect(body.me).toMatchObject({ rank: 12, points: 10, isMe: true });

    // No other student's email or id anywhere in the reply.
    const text = reply.body;
    for (const s of board) {
      expect(text).not.toContain(s.email);
      expect(text).not.toContain(s.profileId);
    }
    expect(Object.keys(body.leaderboard[0]).sort()).toEqual(['isMe', 'name', 'points', 'rank']);

    const top = (await get(t, '/api/students/leaderboard', board[0]!.headers)).json();
    expect(top.leaderboard[0]).toMatchObject({ rank: 1, isMe: true });
    expect(top.me).toMatchObject({ rank: 1, points: 210 });
  });

  it('gives equal points one rank and lists equals by last name, then first name', async () => {
    // Far above the other tests' students of this system: 1,100, then three at 1,000, then 900.
    const { subject, chapter } = school;
    const sheets: { id: string }[] = [];
    for (let i = 0; i < 11; i++) sheets.push(await homework(subject.id, chapter.id, `Tie hw ${i}`, days(-1)));
    const names = [
      ['Dina', 'Top', 11],
      ['Zeina', 'Badr', 10],
      ['Amr', 'Zaki', 10],
      ['Aya', 'Badr', 10],
      ['Omar', 'Adel', 9],
    ] as const;
    const tied: { profileId: string; system: string; name: string }[] = [];
    for (const [firstName, lastName, sheetsDone] of names) {
      const s = await signedIn(t, 'student');
      await db().update(users).set({ firstName, lastName }).where(eq(users.id, s.user.id));
      const profile = await enrol(t, s.user.id, [subject.id], { system: 'American' });
      await db()
        .insert(homeworkSubmissions)
        .values(
          sheets.slice(0, sheetsDone).map((hw) => ({
            homeworkId: hw.id,
            studentId: profile.id,
            status: 'graded' as const,
            grade: 100,
          })),
        );
      tied.push({ profileId: profile.id, system: 'American', name: `${firstName} ${lastName}` });
    }
    // Two hours on, so the ranking cached by the other tests is stale: the next one is made.
    const later = Date.now() + 7_200_000;
    await leaderboard(db(), tied[0]!, later);
    await vi.waitFor(async () =>
      expect((await leaderboard(db(), tied[0]!, later + 1)).leaderboard[0]?.points).toBe(1100),
    );
    const board = await leaderboard(db(), tied[2]!, later + 1);
    expect(board.leaderboard.slice(0, 5)).toEqual([
      { rank: 1, name: 'Dina Top', points: 1100, isMe: false },
      { rank: 2, name: 'Aya Badr', points: 1000, isMe: false },
      { rank: 2, name: 'Zeina Badr', points: 1000, isMe: false },
      { rank: 2, name: 'Amr Zaki', points: 1000, isMe: true },
      { rank: 5, name: 'Omar Adel', points: 900, isMe: false },
    ]);
    expect(board.me).toEqual({ rank: 2, name: 'Amr Zaki', points: 1000, isMe: true });
  });

  it('is empty with no graded work, and for students only', async () => {
    const s = await signedIn(t, 'student');
    await enrol(t, s.user.id, [], { system: 'IGCSE' });
    expect((await get(t, '/api/students/leaderboard', s.headers)).json()).toEqual({
      success: true,
      leaderboard: [],
      me: null,
    });
    expect((await get(t, '/api/students/leaderboard', school.student.parent.headers)).statusCode).toBe(403);
  });

  it('reuses a system’s ranking for 30 s (the screen’s refresh), then ranks again without making anyone wait', async () => {
    const hw = await homework(school.subject.id, school.chapter.id, 'Cached hw', days(-1));
    const igcse = async (points?: number) => {
      const s = await signedIn(t, 'student');
      const profile = await enrol(t, s.user.id, [school.subject.id], { system: 'IGCSE' });
      if (points !== undefined) {
        await db()
          .insert(homeworkSubmissions)
          .values({ homeworkId: hw.id, studentId: profile.id, status: 'graded', grade: points });
      }
      return { profileId: profile.id, system: 'IGCSE', name: `${s.user.firstName} ${s.user.lastName}` };
    };
    const rival = await igcse(30);
    const me = await igcse();
    const start = Date.now() + 3_600_000;
    const names = async (at: number) =>
      (await leaderboard(db(), me, at)).leaderboard.map((e: { name: string }) => e.name);
    // The ranking made at `start` (the earlier tests' one, older, is served while it is made).
    await leaderboard(db(), me, start);
    await vi.waitFor(async () => expect(await names(start + 1)).toEqual([rival.name]));
    expect((await leaderboard(db(), me, start + 1)).me).toBeNull();
    await db()
      .insert(homeworkSubmissions)
      .values({ homeworkId: hw.id, studentId: me.profileId, status: 'graded', grade: 60 });
    // Within 30 s the same ranking, and the same own entry, are served.
    expect(await leaderboard(db(), me, start + 29_000)).toMatchObject({
      leaderboard: [{ name: rival.name, rank: 1 }],
      me: null,
    });
    // 30 s on: the call that finds the ranking stale gets it at once, and starts the next one...
    expect((await leaderboard(db(), me, start + 30_000)).me).toBeNull();
    // ...which every later call gets as soon as it is made.
    await vi.waitFor(async () =>
      expect(await leaderboard(db(), me, start + 30_001)).toMatchObject({
        leaderboard: [
          { name: me.name, rank: 1, points: 60, isMe: true },
          { name: rival.name, rank: 2, points: 30, isMe: false },
        ],
        me: { rank: 1, points: 60, isMe: true },
      }),
    );
  });
});

describe('student_points (migration 0015)', () => {
  /** Every student's kept points against the sums of their grades, counted afresh. */
  async function keptAndSummed() {
    const result = await t.database.executeSql(`
      select s.id, coalesce(p.points, 0)::int as kept,
        (coalesce((select sum(grade) from homework_submissions w where w.student_id = s.id), 0)
         + coalesce((select sum(grade) from exam_submissions w where w.student_id = s.id), 0)
         + coalesce((select sum(grade) from quiz_attempts w where w.student_id = s.id), 0))::int as summed
      from students s left join student_points p on p.student_id = s.id`);
    const rows = (Array.isArray(result) ? result[0]! : result).rows as { kept: number; summed: number }[];
    return rows;
  }
  const expectKeptEqualsSummed = async () => {
    for (const row of await keptAndSummed()) expect(row.kept).toBe(row.summed);
  };

  it('follows every grade given, changed, removed and every submission deleted, in each kind', async () => {
    const { subject, chapter, student, classmate } = school;
    const hw = await homework(subject.id, chapter.id, 'Points hw', days(-1));
    const ex = await exam(subject.id, 'Points exam', days(-1));
    const q = await quiz(subject.id, 'Points quiz', days(-1));
    const [hs] = await db()
      .insert(homeworkSubmissions)
      .values({ homeworkId: hw.id, studentId: student.profile.id, status: 'submitted' })
      .returning();
    await expectKeptEqualsSummed();
    await db().update(homeworkSubmissions).set({ grade: 70 }).where(eq(homeworkSubmissions.id, hs!.id));
    await db()
      .insert(examSubmissions)
      .values({ examId: ex.id, studentId: student.profile.id, status: 'graded', grade: 20 });
    await db()
      .insert(quizAttempts)
      .values({
        quizId: q.id,
        studentId: classmate.profile.id,
        status: 'graded',
        grade: 33,
        submittedAt: days(-2),
        totalQuestions: 3,
      });
    await expectKeptEqualsSummed();
    await db().update(homeworkSubmissions).set({ grade: 50 }).where(eq(homeworkSubmissions.id, hs!.id));
    await db().update(examSubmissions).set({ grade: null }).where(eq(examSubmissions.examId, ex.id));
    await db().update(quizAttempts).set({ grade: 90 }).where(eq(quizAttempts.quizId, q.id));
    await expectKeptEqualsSummed();
    await db().delete(homeworkSubmissions).where(eq(homeworkSubmissions.id, hs!.id));
    await db().delete(quizAttempts).where(eq(quizAttempts.quizId, q.id));
    await expectKeptEqualsSummed();
    const rows = await keptAndSummed();
    expect(rows.some((r) => r.kept !== 0)).toBe(true);
  });
});

describe('GET /api/students/me/summary', () => {
  it('counts the student’s own open and graded work and lists what is due soon', async () => {
    const s = await signedIn(t, 'student');
    // A subject of its own, so the other tests' work is not counted.
    const otherSubject = await makeSubject(t, { name: 'Biology' });
    const otherChapter = await makeChapter(t, otherSubject.id, 1, 'Cells');
    const profile = await enrol(t, s.user.id, [otherSubject.id], { system: 'IGCSE' });
    const dueSoon = await homework(otherSubject.id, otherChapter.id, 'Due in 3 days', days(3));
    await homework(otherSubject.id, otherChapter.id, 'Due in 20 days', days(20));
    await quiz(otherSubject.id, 'Open quiz', days(5));
    const graded = await exam(otherSubject.id, 'Graded exam', days(-5));
    await db()
      .insert(examSubmissions)
      .values({
        examId: graded.id,
        studentId: profile.id,
        status: 'graded',
        grade: 85,
        submittedAt: days(-6),
        gradedAt: days(-1),
      });
    const waiting = await exam(otherSubject.id, 'Waiting exam', days(-4));
    await db()
      .insert(examSubmissions)
      .values({ examId: waiting.id, studentId: profile.id, submittedAt: days(-4) });
    const hwGraded = await homework(otherSubject.id, otherChapter.id, 'Graded homework', days(-6));
    await db()
      .insert(homeworkSubmissions)
      .values({
        homeworkId: hwGraded.id,
        studentId: profile.id,
        status: 'graded',
        grade: 70,
        submittedAt: days(-7),
        gradedAt: days(-2),
      });

    const reply = await get(t, '/api/students/me/summary', s.headers);
    expect(reply.statusCode).toBe(200);
    const { data } = reply.json();
    expect(data.counts).toEqual({
      openQuizzes: 1,
      homeworksDueThisWeek: 1,
      upcomingExams: 0,
      awaitingGrade: 1,
      graded: 2,
      subjects: 1,
      missing: 0,
    });
    expect(data.average).toBe(77.5);
    expect(data.dueSoon.map((d: { title: string }) => d.title)).toEqual(['Due in 3 days', 'Open quiz']);
    expect(data.dueSoon[0]).toMatchObject({ _id: dueSoon.id, link: '/homeworks-students' });
    expect(data.recentGrades.map((g: { title: string; grade: number }) => [g.title, g.grade])).toEqual([
      ['Graded exam', 85],
      ['Graded homework', 70],
    ]);
    expect(
      data.recentActivity.map((a: { title: string; action: string }) => `${a.action} ${a.title}`),
    ).toEqual([
      'graded Graded exam',
      'graded Graded homework',
      'submitted Waiting exam',
      'submitted Graded exam',
      'submitted Graded homework',
    ]);
    expect(data.attendance).toEqual({ attended: 0, total: 0 });
  });

  it('counts attendance over the classes the student was enrolled in that ended', async () => {
    const s = await signedIn(t, 'student');
    const profile = await enrol(t, s.user.id, [school.subject.id]);
    const classOf = async (startDays: number, status: 'scheduled' | 'cancelled' = 'scheduled') => {
      const [row] = await db()
        .insert(virtualClasses)
        .values({
          title: 'Class',
          subjectId: school.subject.id,
          scheduledDate: days(startDays),
          academicYear: '2026-2027',
          status,
        })
        .returning();
      return row!;
    };
    const attended = await classOf(-3);
    const missed = await classOf(-2);
    const cancelled = await classOf(-1, 'cancelled');
    const upcoming = await classOf(2);
    await db()
      .insert(virtualClassEnrollments)
      .values([
        { classId: attended.id, studentId: profile.id, joinedAt: days(-3) },
        { classId: missed.id, studentId: profile.id },
        { classId: cancelled.id, studentId: profile.id },
        { classId: upcoming.id, studentId: profile.id },
      ]);
    const { data } = (await get(t, '/api/students/me/summary', s.headers)).json();
    expect(data.attendance).toEqual({ attended: 1, total: 2 });
    expect((await get(t, '/api/students/me/summary', school.teacher.headers)).statusCode).toBe(403);
  });
});

describe('GET /api/students/me/summary for a parent (issue 18, item 5)', () => {
  it("gives a parent their child's average, grades with feedback, work due soon and missing work", async () => {
    const s = await signedIn(t, 'student');
    const parent = await signedIn(t, 'parent');
    const subject = await makeSubject(t, { name: 'Geography' });
    const chapter = await makeChapter(t, subject.id, 1, 'Rivers');
    const profile = await enrol(t, s.user.id, [subject.id], { parentEmail: parent.user.email.toUpperCase() });
    await db()
      .update(studentSubjects)
      .set({ enrolledAt: days(-30) })
      .where(eq(studentSubjects.studentId, profile.id));
    await homework(subject.id, chapter.id, 'Set before enrolling', days(-40));
    await homework(subject.id, chapter.id, 'Never handed in', days(-3));
    await quiz(subject.id, 'Skipped quiz', days(-1));
    await exam(subject.id, 'Coming exam', days(2));
    const graded = await homework(subject.id, chapter.id, 'Marked homework', days(-10));
    await db()
      .insert(homeworkSubmissions)
      .values({
        homeworkId: graded.id,
        studentId: profile.id,
        status: 'graded',
        grade: 64,
        feedback: 'Label your diagrams.',
        submittedAt: days(-11),
        gradedAt: days(-9),
      });

    const reply = await get(t, `/api/students/me/summary?student=${profile.id}`, parent.headers);
    expect(reply.statusCode).toBe(200);
    const { data } = reply.json();
    expect(data.average).toBe(64);
    expect(data.recentGrades).toEqual([
      expect.objectContaining({ title: 'Marked homework', grade: 64, feedback: 'Label your diagrams.' }),
    ]);
    expect(data.dueSoon.map((d: { title: string }) => d.title)).toEqual(['Coming exam']);
    // Latest due first; work set before the child enrolled is not theirs to have missed.
    expect(data.missing.map((d: { title: string; type: string }) => [d.type, d.title])).toEqual([
      ['quiz', 'Skipped quiz'],
      ['homework', 'Never handed in'],
    ]);
    expect(data.counts.missing).toBe(2);

    // The student reads the same figures; nobody else's child, and no child named, is a refusal.
    expect((await get(t, '/api/students/me/summary', s.headers)).json().data.missing).toHaveLength(2);
    const stranger = await signedIn(t, 'parent');
    expect(
      (await get(t, `/api/students/me/summary?student=${profile.id}`, stranger.headers)).statusCode,
    ).toBe(404);
    expect((await get(t, '/api/students/me/summary', parent.headers)).statusCode).toBe(400);
    expect(
      (await get(t, `/api/students/me/summary?student=${school.student.profile.id}`, s.headers)).statusCode,
    ).toBe(404);
  });
});

describe('calendar subscription (iCal)', () => {
  it('gives the student a secret address serving their due dates as text/calendar; a new address retires the old one', async () => {
    const { student, classmate } = school;
    const first = (await get(t, '/api/students/calendar-feed', student.headers)).json();
    expect(first.url).toMatch(/^http:\/\/localhost:\d+\/api\/calendar\/[A-Za-z0-9_-]{32}\.ics$/);
    expect((await get(t, '/api/students/calendar-feed', student.headers)).json().url).toBe(first.url);

    const path = new URL(first.url).pathname;
    const feed = await get(t, path, {});
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(feed.body).toContain('BEGIN:VCALENDAR');
    expect(feed.body).toContain('SUMMARY:Homework due: Kinematics sheet');
    expect(feed.body).toContain('SUMMARY:Quiz due: Forces quiz');
    expect(feed.body).not.toContain('Not my subject');

    const other = (await get(t, '/api/students/calendar-feed', classmate.headers)).json();
    expect(other.url).not.toBe(first.url);

    const renewed = await call(t, 'POST', '/api/students/calendar-feed', student.headers);
    expect(renewed.statusCode).toBe(200);
    expect(renewed.json().url).not.toBe(first.url);
    expect((await get(t, path, {})).statusCode).toBe(404);
    expect((await get(t, new URL(renewed.json().url).pathname, {})).statusCode).toBe(200);
  });

  it('refuses a wrong or malformed secret', async () => {
    const unknown = await get(t, `/api/calendar/${'x'.repeat(32)}.ics`, {});
    expect(unknown.statusCode).toBe(404);
    // A plain JSON refusal: nothing in it says "a calendar file".
    expect(unknown.headers['content-disposition']).toBeUndefined();
    expect(unknown.headers['content-type']).toMatch(/^application\/json/);
    expect((await get(t, '/api/calendar/short.ics', {})).statusCode).toBe(400);
    expect((await get(t, '/api/students/calendar-feed', school.student.parent.headers)).statusCode).toBe(403);
  });
});
