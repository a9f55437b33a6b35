import { parentLinks } from '@sabora/contract';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, outbox, type TestContext } from '../../../test/app.js';

import { daysFromNow, eventually, fields, sendForm } from '../../../test/requests.js';
import { makeSchool } from '../../../test/school.js';
import {
  homeworkSubmissions,
  homeworks,
  notifications,
  studentSubjects,
  users,
} from '../../db/schema/index.js';

/**
 * Parents hear of their children's grades and missing work, in-app and by mail
 * if they allow it. The missing-work check runs through the real job queue every second here.
 */
/** Waits long enough for the job queue on a busy shared machine (checks run every second). */
const SLOW = 45_000;

let t: TestContext;
let school: Awaited<ReturnType<typeof makeSchool>>;

beforeAll(async () => {
  t = await createTestApp({ MISSING_WORK_CHECK_SECONDS: '1' }, { jobs: { pollingIntervalSeconds: 0.5 } });
  school = await makeSchool(t);
  // The classmate's parent turned e-mail notifications off: in-app only.
  await t.database.db
    .update(users)
    .set({ emailNotifications: false })
    .where(eq(users.id, school.classmate.parent.user.id));
  // Both children joined the subject a month ago.
  await t.database.db
    .update(studentSubjects)
    .set({ enrolledAt: new Date(Date.now() - 30 * 86_400_000) })
    .where(eq(studentSubjects.subjectId, school.subject.id));
});
afterAll(() => t.close());

const noticesOf = (userId: string) =>
  t.database.db.select().from(notifications).where(eq(notifications.userId, userId));
const mailsTo = async (email: string, part: string) =>
  (await outbox(t)).filter((m) => m.includes(`To: ${email}`) && m.replace(/=\r?\n/g, '').includes(part));

describe('a grade posted', () => {
  it("notifies the child's parent in-app with a link to the child's grades, and mails them", async () => {
    const { student, teacher } = school;
    const hw = await sendForm(
      t,
      'POST',
      '/api/homeworks',
      fields({
        title: 'Pendulum lab',
        subject: school.subject.id,
        chapter: school.chapter.id,
        dueDate: daysFromNow(7),
      }),
      teacher.headers,
    );
    const submitted = await sendForm(
      t,
      'POST',
      '/api/homework-submissions/submit',
      [
        ...fields({ homeworkId: hw.json().data._id }),
        { name: 'files', filename: 'lab.pdf', content: '%PDF-1.4 lab' },
      ],
      student.headers,
    );
    expect(submitted.statusCode, submitted.body).toBe(201);
    const graded = await sendForm(
      t,
      'PUT',
      `/api/homework-submissions/${submitted.json().data._id}/grade`,
      fields({ grade: '88', feedback: 'Good error bars.' }),
      teacher.headers,
    );
    expect(graded.statusCode, graded.body).toBe(200);

    const parent = student.parent.user;
    const notices = (await noticesOf(parent.id)).filter((n) => n.title.startsWith('Grade posted'));
    expect(notices).toEqual([
      expect.objectContaining({
        title: `Grade posted for ${student.user.firstName}: Pendulum lab`,
        message: `${student.user.firstName} ${student.user.lastName}'s homework "Pendulum lab" was graded: 88/100.`,
        link: parentLinks.grades(student.profile.id),
      }),
    ]);
    const mails = await eventually(
      () => mailsTo(parent.email, 'Good error bars.'),
      (m) => m.length > 0,
      SLOW,
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('Grade posted: Pendulum lab');
    // Another family's parent hears nothing.
    expect((await noticesOf(school.classmate.parent.user.id)).some((n) => n.title.includes('Pendulum'))).toBe(
      false,
    );
  });
});

describe('work gone missing', () => {
  it('tells each parent once, in-app and by mail if allowed, of work their child did not hand in', async () => {
    const { student, classmate, lapsed, outsider } = school;
    const past = (days: number) => new Date(Date.now() - days * 86_400_000);
    const [missed, handedIn, ancient] = await t.database.db
      .insert(homeworks)
      .values([
        {
          title: 'Momentum sheet',
          subjectId: school.subject.id,
          chapterId: school.chapter.id,
          dueDate: past(1),
        },
        {
          title: 'Energy sheet',
          subjectId: school.subject.id,
          chapterId: school.chapter.id,
          dueDate: past(2),
        },
        { title: 'Old sheet', subjectId: school.subject.id, chapterId: school.chapter.id, dueDate: past(20) },
      ])
      .returning();
    // The classmate handed in the Energy sheet; the student handed in nothing.
    await t.database.db
      .insert(homeworkSubmissions)
      .values({ homeworkId: handedIn!.id, studentId: classmate.profile.id });

    const missing = (userId: string) =>
      noticesOf(userId).then((rows) => rows.filter((n) => n.title.startsWith('Missing work')));
    const studentParent = await eventually(
      () => missing(student.parent.user.id),
      (rows) => rows.length >= 2,
      SLOW,
    );
    expect(studentParent.map((n) => n.link).sort()).toEqual(
      [
        parentLinks.missing(student.profile.id, missed!.id),
        parentLinks.missing(student.profile.id, handedIn!.id),
      ].sort(),
    );
    const notice = studentParent.find((n) => n.title === 'Missing work: Momentum sheet')!;
    expect(notice.message).toMatch(
      new RegExp(
        `^${student.user.firstName} ${student.user.lastName} did not hand in the homework "Momentum sheet" \\(Physics\\), due \\w+, \\d{1,2} \\w+ \\d{4} at \\d\\d:\\d\\d UTC\\.$`,
      ),
    );
    const classmateParent = await eventually(
      () => missing(classmate.parent.user.id),
      (rows) => rows.length >= 1,
      SLOW,
    );
    expect(classmateParent.map((n) => n.title)).toEqual(['Missing work: Momentum sheet']);

    // Mail: the student's parent allows it, the classmate's parent does not. Each mail is its own
    // job, so they arrive in any order: wait for both.
    for (const title of ['Energy sheet', 'Momentum sheet']) {
      await eventually(
        () => mailsTo(student.parent.user.email, `Missing work: ${title}`),
        (m) => m.length > 0,
        SLOW,
      );
    }
    expect(await mailsTo(classmate.parent.user.email, 'Missing work')).toEqual([]);

    // Checks keep running (every second): nobody is told twice, and work due more than a week ago,
    // an inactive enrolment or another subject's family is never told.
    await new Promise((r) => setTimeout(r, 2500));
    expect(await missing(student.parent.user.id)).toHaveLength(2);
    expect(await mailsTo(student.parent.user.email, 'Missing work: Momentum sheet')).toHaveLength(1);
    expect(await missing(classmate.parent.user.id)).toHaveLength(1);
    expect(await missing(lapsed.parent.user.id)).toEqual([]);
    expect(await missing(outsider.parent.user.id)).toEqual([]);
    const anyOld = await t.database.db
      .select()
      .from(notifications)
      .where(inArray(notifications.link, [parentLinks.missing(student.profile.id, ancient!.id)]));
    expect(anyOld).toEqual([]);
  }, 120_000);
});
