import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signedIn } from '../../../test/app.js';
import { enrol, makeChapter, makeSubject } from '../../../test/factories.js';
import { get } from '../../../test/requests.js';
import { days, studentHomeSuite } from '../../../test/student-home.js';
import {
  examSubmissions,
  homeworkSubmissions,
  studentSubjects,
  virtualClassEnrollments,
  virtualClasses,
} from '../../db/schema/index.js';

/** A student's summary, read by the student or by their parent. */

const school = studentHomeSuite();

describe('GET /api/students/me/summary', () => {
  it('counts the student’s own open and graded work and lists what is due soon', async () => {
    const s = await signedIn(school.t, 'student');
    // A subject of its own, so the other tests' work is not counted.
    const otherSubject = await makeSubject(school.t, { name: 'Biology' });
    const otherChapter = await makeChapter(school.t, otherSubject.id, 1, 'Cells');
    const profile = await enrol(school.t, s.user.id, [otherSubject.id], { system: 'IGCSE' });
    const dueSoon = await school.homework(otherSubject.id, otherChapter.id, 'Due in 3 days', days(3));
    await school.homework(otherSubject.id, otherChapter.id, 'Due in 20 days', days(20));
    await school.quiz(otherSubject.id, 'Open quiz', days(5));
    const graded = await school.exam(otherSubject.id, 'Graded exam', days(-5));
    await school
      .db()
      .insert(examSubmissions)
      .values({
        examId: graded.id,
        studentId: profile.id,
        status: 'graded',
        grade: 85,
        submittedAt: days(-6),
        gradedAt: days(-1),
      });
    const waiting = await school.exam(otherSubject.id, 'Waiting exam', days(-4));
    await school
      .db()
      .insert(examSubmissions)
      .values({ examId: waiting.id, studentId: profile.id, submittedAt: days(-4) });
    const hwGraded = await school.homework(otherSubject.id, otherChapter.id, 'Graded homework', days(-6));
    await school
      .db()
      .insert(homeworkSubmissions)
      .values({
        homeworkId: hwGraded.id,
        studentId: profile.id,
        status: 'graded',
        grade: 70,
        submittedAt: days(-7),
        gradedAt: days(-2),
      });

    const reply = await get(school.t, '/api/students/me/summary', s.headers);
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
    const s = await signedIn(school.t, 'student');
    const profile = await enrol(school.t, s.user.id, [school.subject.id]);
    const classOf = async (startDays: number, status: 'scheduled' | 'cancelled' = 'scheduled') => {
      const [row] = await school
        .db()
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
    await school
      .db()
      .insert(virtualClassEnrollments)
      .values([
        { classId: attended.id, studentId: profile.id, joinedAt: days(-3) },
        { classId: missed.id, studentId: profile.id },
        { classId: cancelled.id, studentId: profile.id },
        { classId: upcoming.id, studentId: profile.id },
      ]);
    const { data } = (await get(school.t, '/api/students/me/summary', s.headers)).json();
    expect(data.attendance).toEqual({ attended: 1, total: 2 });
    expect((await get(school.t, '/api/students/me/summary', school.teacher.headers)).statusCode).toBe(403);
  });
});

describe('GET /api/students/me/summary for a parent', () => {
  it("gives a parent their child's average, grades with feedback, work due soon and missing work", async () => {
    const s = await signedIn(school.t, 'student');
    const parent = await signedIn(school.t, 'parent');
    const subject = await makeSubject(school.t, { name: 'Geography' });
    const chapter = await makeChapter(school.t, subject.id, 1, 'Rivers');
    const profile = await enrol(school.t, s.user.id, [subject.id], {
      parentEmail: parent.user.email.toUpperCase(),
    });
    await school
      .db()
      .update(studentSubjects)
      .set({ enrolledAt: days(-30) })
      .where(eq(studentSubjects.studentId, profile.id));
    await school.homework(subject.id, chapter.id, 'Set before enrolling', days(-40));
    await school.homework(subject.id, chapter.id, 'Never handed in', days(-3));
    await school.quiz(subject.id, 'Skipped quiz', days(-1));
    await school.exam(subject.id, 'Coming exam', days(2));
    const graded = await school.homework(subject.id, chapter.id, 'Marked homework', days(-10));
    await school
      .db()
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

    const reply = await get(school.t, `/api/students/me/summary?student=${profile.id}`, parent.headers);
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
    expect((await get(school.t, '/api/students/me/summary', s.headers)).json().data.missing).toHaveLength(2);
    const stranger = await signedIn(school.t, 'parent');
    expect(
      (await get(school.t, `/api/students/me/summary?student=${profile.id}`, stranger.headers)).statusCode,
    ).toBe(404);
    expect((await get(school.t, '/api/students/me/summary', parent.headers)).statusCode).toBe(400);
    expect(
      (await get(school.t, `/api/students/me/summary?student=${school.student.profile.id}`, s.headers))
        .statusCode,
    ).toBe(404);
  });
});
