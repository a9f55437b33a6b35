import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { signedIn } from '../../../test/app.js';
import { enrol } from '../../../test/factories.js';
import { get } from '../../../test/requests.js';
import { days, studentHomeSuite } from '../../../test/student-home.js';
import { examSubmissions, homeworkSubmissions, quizAttempts, users } from '../../db/schema/index.js';
import { leaderboard } from './leaderboard.js';

/** The leaderboard of a student's system, and the points it ranks by. */

const school = studentHomeSuite();

describe('GET /api/students/leaderboard', () => {
  it('ranks the students of the caller’s system by the sum of their grades, top 10 and their own entry, names only', async () => {
    // A system of their own, so the other tests' students do not take part.
    const { subject, chapter } = school;
    const board: { headers: Record<string, string>; profileId: string; email: string }[] = [];
    for (let i = 0; i < 12; i++) {
      const s = await signedIn(school.t, 'student');
      const profile = await enrol(school.t, s.user.id, [subject.id], { system: 'American' });
      board.push({ headers: s.headers, profileId: profile.id, email: s.user.email });
    }
    // Points: student i has 10*(12-i) from a homework, student 0 also 50 from a quiz and 40 from an exam.
    for (const [i, s] of board.entries()) {
      const hw = await school.homework(subject.id, chapter.id, `Board hw ${i}`, days(-3));
      await school
        .db()
        .insert(homeworkSubmissions)
        .values({ homeworkId: hw.id, studentId: s.profileId, status: 'graded', grade: 10 * (12 - i) });
    }
    const q = await school.quiz(subject.id, 'Board quiz', days(-2));
    await school.db().insert(quizAttempts).values({
      quizId: q.id,
      studentId: board[0]!.profileId,
      status: 'graded',
      grade: 50,
      totalQuestions: 2,
    });
    const ex = await school.exam(subject.id, 'Board exam', days(-2));
    await school
      .db()
      .insert(examSubmissions)
      .values({ examId: ex.id, studentId: board[0]!.profileId, status: 'graded', grade: 40 });
    // Ungraded work counts nothing; a National student with many points is on another board.
    await school.db().insert(examSubmissions).values({ examId: ex.id, studentId: board[1]!.profileId });
    const natHw = await school.homework(subject.id, chapter.id, 'National hw', days(-3));
    await school
      .db()
      .insert(homeworkSubmissions)
      .values({ homeworkId: natHw.id, studentId: school.student.profile.id, status: 'graded', grade: 100 });

    const last = board[11]!;
    const reply = await get(school.t, '/api/students/leaderboard', last.headers);
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

    const top = (await get(school.t, '/api/students/leaderboard', board[0]!.headers)).json();
    expect(top.leaderboard[0]).toMatchObject({ rank: 1, isMe: true });
    expect(top.me).toMatchObject({ rank: 1, points: 210 });
  });

  it('gives equal points one rank and lists equals by last name, then first name', async () => {
    // Far above the other tests' students of this system: 1,100, then three at 1,000, then 900.
    const { subject, chapter } = school;
    const sheets: { id: string }[] = [];
    for (let i = 0; i < 11; i++)
      sheets.push(await school.homework(subject.id, chapter.id, `Tie hw ${i}`, days(-1)));
    const names = [
      ['Dina', 'Top', 11],
      ['Zeina', 'Badr', 10],
      ['Amr', 'Zaki', 10],
      ['Aya', 'Badr', 10],
      ['Omar', 'Adel', 9],
    ] as const;
    const tied: { profileId: string; system: 'American'; name: string }[] = [];
    for (const [firstName, lastName, sheetsDone] of names) {
      const s = await signedIn(school.t, 'student');
      await school.db().update(users).set({ firstName, lastName }).where(eq(users.id, s.user.id));
      const profile = await enrol(school.t, s.user.id, [subject.id], { system: 'American' });
      await school
        .db()
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
    await leaderboard(school.db(), tied[0]!, later);
    await vi.waitFor(async () =>
      expect((await leaderboard(school.db(), tied[0]!, later + 1)).leaderboard[0]?.points).toBe(1100),
    );
    const board = await leaderboard(school.db(), tied[2]!, later + 1);
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
    const s = await signedIn(school.t, 'student');
    await enrol(school.t, s.user.id, [], { system: 'IGCSE' });
    expect((await get(school.t, '/api/students/leaderboard', s.headers)).json()).toEqual({
      success: true,
      leaderboard: [],
      me: null,
    });
    expect((await get(school.t, '/api/students/leaderboard', school.student.parent.headers)).statusCode).toBe(
      403,
    );
  });

  it('reuses a system’s ranking for 30 s (the screen’s refresh), then ranks again without making anyone wait', async () => {
    const hw = await school.homework(school.subject.id, school.chapter.id, 'Cached hw', days(-1));
    const igcse = async (points?: number) => {
      const s = await signedIn(school.t, 'student');
      const profile = await enrol(school.t, s.user.id, [school.subject.id], { system: 'IGCSE' });
      if (points !== undefined) {
        await school
          .db()
          .insert(homeworkSubmissions)
          .values({ homeworkId: hw.id, studentId: profile.id, status: 'graded', grade: points });
      }
      return {
        profileId: profile.id,
        system: 'IGCSE' as const,
        name: `${s.user.firstName} ${s.user.lastName}`,
      };
    };
    const rival = await igcse(30);
    const me = await igcse();
    const start = Date.now() + 3_600_000;
    const names = async (at: number) =>
      (await leaderboard(school.db(), me, at)).leaderboard.map((e: { name: string }) => e.name);
    // The ranking made at `start` (the earlier tests' one, older, is served while it is made).
    await leaderboard(school.db(), me, start);
    await vi.waitFor(async () => expect(await names(start + 1)).toEqual([rival.name]));
    expect((await leaderboard(school.db(), me, start + 1)).me).toBeNull();
    await school
      .db()
      .insert(homeworkSubmissions)
      .values({ homeworkId: hw.id, studentId: me.profileId, status: 'graded', grade: 60 });
    // Within 30 s the same ranking, and the same own entry, are served.
    expect(await leaderboard(school.db(), me, start + 29_000)).toMatchObject({
      leaderboard: [{ name: rival.name, rank: 1 }],
      me: null,
    });
    // 30 s on: the call that finds the ranking stale gets it at once, and starts the next one...
    expect((await leaderboard(school.db(), me, start + 30_000)).me).toBeNull();
    // ...which every later call gets as soon as it is made.
    await vi.waitFor(async () =>
      expect(await leaderboard(school.db(), me, start + 30_001)).toMatchObject({
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
    const result = await school.t.database.executeSql(`
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
    const hw = await school.homework(subject.id, chapter.id, 'Points hw', days(-1));
    const ex = await school.exam(subject.id, 'Points exam', days(-1));
    const q = await school.quiz(subject.id, 'Points quiz', days(-1));
    const [hs] = await school
      .db()
      .insert(homeworkSubmissions)
      .values({ homeworkId: hw.id, studentId: student.profile.id, status: 'submitted' })
      .returning();
    await expectKeptEqualsSummed();
    await school
      .db()
      .update(homeworkSubmissions)
      .set({ grade: 70 })
      .where(eq(homeworkSubmissions.id, hs!.id));
    await school
      .db()
      .insert(examSubmissions)
      .values({ examId: ex.id, studentId: student.profile.id, status: 'graded', grade: 20 });
    await school
      .db()
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
    await school
      .db()
      .update(homeworkSubmissions)
      .set({ grade: 50 })
      .where(eq(homeworkSubmissions.id, hs!.id));
    await school.db().update(examSubmissions).set({ grade: null }).where(eq(examSubmissions.examId, ex.id));
    await school.db().update(quizAttempts).set({ grade: 90 }).where(eq(quizAttempts.quizId, q.id));
    await expectKeptEqualsSummed();
    await school.db().delete(homeworkSubmissions).where(eq(homeworkSubmissions.id, hs!.id));
    await school.db().delete(quizAttempts).where(eq(quizAttempts.quizId, q.id));
    await expectKeptEqualsSummed();
    const rows = await keptAndSummed();
    expect(rows.some((r) => r.kept !== 0)).toBe(true);
  });
});
