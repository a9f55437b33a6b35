import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, outbox, readMail, type TestContext } from '../../../test/app.js';
import { eventually } from '../../../test/requests.js';
import { makeSchool } from '../../../test/school.js';
import {
  homeworkSubmissions,
  homeworks,
  notifications,
  studentSubjects,
  users,
} from '../../db/schema/index.js';

/**
 * Students hear of their own work: the day before it is due while it is not handed in, and once
 * it went missing; in-app, and by mail when they allow it; each once. The check runs through the
 * real job queue every second here.
 */
const SLOW = 45_000;
let t: TestContext;
let school: Awaited<ReturnType<typeof makeSchool>>;
beforeAll(async () => {
  t = await createTestApp({ MISSING_WORK_CHECK_SECONDS: '1' }, { jobs: { pollingIntervalSeconds: 0.5 } });
  school = await makeSchool(t);
  await t.database.db
    .update(users)
    .set({ emailNotifications: false })
    .where(eq(users.id, school.classmate.user.id));
  await t.database.db
    .update(studentSubjects)
    .set({ enrolledAt: new Date(Date.now() - 30 * 86_400_000) })
    .where(eq(studentSubjects.subjectId, school.subject.id));
});
afterAll(() => t.close());

const hours = (n: number) => new Date(Date.now() + n * 3_600_000);
const noticesOf = (userId: string) =>
  t.database.db.select().from(notifications).where(eq(notifications.userId, userId));
const reminders = async (userId: string) =>
  (await noticesOf(userId)).filter((n) => /^(Due soon|Missing): /.test(n.title)).map((n) => n.title);

it('reminds each student once of work due within a day and of work gone missing, by mail if allowed', async () => {
  const { student, classmate, outsider } = school;
  const work = { subjectId: school.subject.id, chapterId: school.chapter.id };
  const [soon, gone] = await t.database.db
    .insert(homeworks)
    .values([
      { ...work, title: 'Waves sheet', dueDate: hours(12) },
      { ...work, title: 'Optics sheet', dueDate: hours(-48) },
      { ...work, title: 'Later sheet', dueDate: hours(72) },
    ])
    .returning();
  // The classmate handed in the Waves sheet already: nothing to remind them of there.
  await t.database.db
    .insert(homeworkSubmissions)
    .values({ homeworkId: soon!.id, studentId: classmate.profile.id });

  const studentTold = await eventually(
    () => reminders(student.user.id),
    (titles) => titles.length >= 2,
    SLOW,
  );
  expect(studentTold.sort()).toEqual(['Due soon: Waves sheet', 'Missing: Optics sheet']);
  const [dueNotice] = (await noticesOf(student.user.id)).filter((n) => n.title === 'Due soon: Waves sheet');
  expect(dueNotice).toMatchObject({
    link: `/homeworks-students#due-${soon!.id}`,
    message: expect.stringMatching(
      /^Your homework "Waves sheet" \(Physics\) is due .+ and is not handed in yet\.$/,
    ),
  });
  expect(
    (
      await eventually(
        () => reminders(classmate.user.id),
        (titles) => titles.length >= 1,
        SLOW,
      )
    ).sort(),
  ).toEqual(['Missing: Optics sheet']);

  // Mail to the student, who allows it; none to the classmate, who does not.
  const mails = await eventually(
    async () => (await outbox(t)).filter((m) => m.includes(`To: ${student.user.email}`)).map(readMail),
    (found) => found.filter((m) => /^(Due soon|Missing): /.test(m.subject)).length >= 2,
    SLOW,
  );
  const gotMissing = mails.find((m) => m.subject === 'Missing: Optics sheet');
  expect(gotMissing?.text).toContain(`/homeworks-students#missing-${gone!.id}`);

  // Checks keep running: nobody is told twice, and another subject's student is never told.
  await new Promise((r) => setTimeout(r, 2500));
  expect((await reminders(student.user.id)).sort()).toEqual([
    'Due soon: Waves sheet',
    'Missing: Optics sheet',
  ]);
  expect(await reminders(classmate.user.id)).toEqual(['Missing: Optics sheet']);
  expect(await reminders(outsider.user.id)).toEqual([]);
  const classmateMails = (await outbox(t))
    .filter((m) => m.includes(`To: ${classmate.user.email}`))
    .map(readMail);
  expect(classmateMails.filter((m) => /^(Due soon|Missing): /.test(m.subject))).toEqual([]);
}, 120_000);
