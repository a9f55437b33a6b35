import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, outbox, restartApp, type TestContext } from '../../../test/app.js';
import { call, eventually } from '../../../test/requests.js';
import { makeSchool } from '../../../test/school.js';
import { notifications, users, virtualClassReminders } from '../../db/schema/index.js';

/**
 * The reminders run through the real job queue and its worker (polling every 0.5 s). A class that
 * starts 1 hour and a few seconds from now has its 1-hour reminder due in those few seconds. The
 * server skips a reminder whose time has passed when the class is saved, so the clock the server
 * reads (Date) is held still while a class is saved: on a busy machine a slow request would
 * otherwise let those few seconds pass and the reminder would never be queued. The queue itself
 * runs on the real clock (PostgreSQL's), and the tests wait for what it does, not for a time.
 */
let t: TestContext;
let school: Awaited<ReturnType<typeof makeSchool>>;
const POLL = { pollingIntervalSeconds: 0.5 };

beforeAll(async () => {
  t = await createTestApp({}, { jobs: POLL });
  school = await makeSchool(t);
  // The classmate turned e-mail notifications off: in-app only.
  await t.database.db
    .update(users)
    .set({ emailNotifications: false })
    .where(eq(users.id, school.classmate.user.id));
});
afterAll(() => t.close());

const HOUR = 3_600_000;
const startingIn = (ms: number) => new Date(Date.now() + ms).toISOString();
const form = (title: string, scheduledDate: string, extra: Record<string, unknown> = {}) => ({
  title,
  subject: school.subject.id,
  teacher: school.teacher.user.id,
  scheduledDate,
  duration: 60,
  academicYear: '2026-2027',
  autoEnrollStudents: true,
  ...extra,
});
async function createClass(title: string, scheduledDate: string) {
  vi.setSystemTime(Date.now());
  const reply = await call(
    t,
    'POST',
    '/api/virtual-classes',
    school.admin.headers,
    form(title, scheduledDate),
  ).finally(() => vi.useRealTimers());
  expect(reply.statusCode, reply.body).toBe(201);
  return reply.json().data._id as string;
}

/** A user's notifications about this class since it was scheduled (its 'New virtual class' notice left out). */
async function noticesAbout(userId: string, title: string) {
  const rows = await t.database.db.select().from(notifications).where(eq(notifications.userId, userId));
  return rows.filter((n) => n.message.startsWith(title) && n.title !== 'New virtual class');
}

const mailsTo = async (email: string, subjectPart: string) =>
  (await outbox(t)).filter((m) => m.includes(`To: ${email}`) && m.includes(subjectPart));

describe('class reminders', () => {
  it('1 hour before, every enrolled student gets a notification, and a mail if they allow mail', async () => {
    const id = await createClass('Kinematics live', startingIn(HOUR + 500));
    const notes = await eventually(
      () => noticesAbout(school.student.user.id, 'Kinematics live'),
      (n) => n.length > 0,
    );
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ title: 'Class reminder', link: '/virtual-classes' });
    expect(notes[0]!.message).toMatch(/^Kinematics live \(Physics\) starts in 1 hour, at /);
    expect(await noticesAbout(school.classmate.user.id, 'Kinematics live')).toHaveLength(1);
    const mails = await eventually(
      () => mailsTo(school.student.user.email, 'Reminder: Kinematics live'),
      (m) => m.length > 0,
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('/virtual-classes');
    expect(await mailsTo(school.classmate.user.email, 'Kinematics live')).toEqual([]);
    // The 24-hour reminder's time had passed when the class was made: only the 1-hour one exists.
    const sent = await t.database.db
      .select({ lead: virtualClassReminders.lead })
      .from(virtualClassReminders)
      .where(eq(virtualClassReminders.classId, id));
    expect(sent).toEqual([{ lead: '1h' }]);
  });

  it('24 hours before, the same', async () => {
    await createClass('Optics tomorrow', startingIn(24 * HOUR + 500));
    const notes = await eventually(
      () => noticesAbout(school.student.user.id, 'Optics tomorrow'),
      (n) => n.length > 0,
    );
    expect(notes.map((n) => n.message)).toEqual([expect.stringMatching(/starts in 24 hours/)]);
  });

  it('a moved class is not reminded at its old time; a cancelled one tells its students and is not reminded', async () => {
    const moved = await createClass('Moved class', startingIn(HOUR + 1_500));
    const cancelled = await createClass('Cancelled class', startingIn(HOUR + 1_500));
    const put = (id: string, body: Record<string, unknown>) =>
      call(t, 'PUT', `/api/virtual-classes/${id}`, school.admin.headers, body);
    expect((await put(moved, form('Moved class', startingIn(5 * HOUR)))).statusCode).toBe(200);
    const cancel = await put(
      cancelled,
      form('Cancelled class', startingIn(HOUR + 1_500), { status: 'cancelled' }),
    );
    expect(cancel.statusCode).toBe(200);
    // The cancellation notice is there at once, in the same change.
    const notice = await noticesAbout(school.classmate.user.id, 'Cancelled class');
    expect(notice).toMatchObject([{ title: 'Class cancelled' }]);
    expect(notice[0]!.message).toContain('is cancelled');
    expect(
      await eventually(
        () => mailsTo(school.student.user.email, 'Cancelled: Cancelled class'),
        (m) => m.length > 0,
      ),
    ).toHaveLength(1);
    // A control class queued after both: once its reminder is out, theirs have come due too.
    await createClass('Control class', startingIn(HOUR + 2_500));
    await eventually(
      () => noticesAbout(school.student.user.id, 'Control class'),
      (n) => n.length > 0,
    );
    expect(await noticesAbout(school.student.user.id, 'Moved class')).toEqual([]);
    expect((await noticesAbout(school.student.user.id, 'Cancelled class')).map((n) => n.title)).toEqual([
      'Class cancelled',
    ]);
  });

  it('deleting a class still to come tells its students it is cancelled', async () => {
    const id = await createClass('Deleted class', startingIn(3 * HOUR));
    expect((await call(t, 'DELETE', `/api/virtual-classes/${id}`, school.admin.headers)).statusCode).toBe(
      200,
    );
    expect(await noticesAbout(school.student.user.id, 'Deleted class')).toMatchObject([
      { title: 'Class cancelled' },
    ]);
  });

  it('a reminder queued before a restart is sent by the next process', async () => {
    await createClass('After restart', startingIn(HOUR + 3_000));
    await restartApp(t, { jobs: POLL });
    const notes = await eventually(
      () => noticesAbout(school.student.user.id, 'After restart'),
      (n) => n.length > 0,
    );
    expect(notes).toMatchObject([{ title: 'Class reminder' }]);
  });
});
