import { CLASS_REPEAT_MAX_OCCURRENCES } from '@sabora/contract';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/app.js';
import { call, rowCount } from '../../../test/requests.js';
import { makeSchool } from '../../../test/school.js';
import { virtualClassEnrollments, virtualClasses } from '../../db/schema/index.js';

let t: TestContext;
let school: Awaited<ReturnType<typeof makeSchool>>;
beforeAll(async () => {
  t = await createTestApp();
  school = await makeSchool(t);
});
afterAll(() => t.close());

const form = (overrides: Record<string, unknown> = {}) => ({
  title: 'Weekly physics',
  subject: school.subject.id,
  teacher: school.teacher.user.id,
  scheduledDate: '2099-03-16T08:00:00.000Z',
  duration: 60,
  academicYear: '2098-2099',
  autoEnrollStudents: true,
  ...overrides,
});
const create = (body: Record<string, unknown>) =>
  call(t, 'POST', '/api/virtual-classes', school.admin.headers, body);

describe('creating classes: weekly repeats and duplicates', () => {
  it('repeats weekly on the wall clock of the form’s zone, each class its own with its enrolments, in one reply', async () => {
    // Berlin moves to summer time on Sunday 29 March 2099: 09:00 is 08:00Z before, 07:00Z after.
    const reply = await create(
      form({ repeatWeeklyUntil: '2099-04-06', timeZone: 'Europe/Berlin', title: 'Berlin mornings' }),
    );
    expect(reply.statusCode).toBe(201);
    const body = reply.json();
    expect(body.createdCount).toBe(4);
    expect(body.message).toBe(
      '4 classes saved successfully! 2 students were automatically enrolled in each.',
    );
    expect(body.data.scheduledDate).toBe('2099-03-16T08:00:00.000Z');
    const rows = await t.database.db
      .select()
      .from(virtualClasses)
      .where(eq(virtualClasses.title, 'Berlin mornings'))
      .orderBy(virtualClasses.scheduledDate);
    expect(rows.map((r) => r.scheduledDate.toISOString())).toEqual([
      '2099-03-16T08:00:00.000Z',
      '2099-03-23T08:00:00.000Z',
      '2099-03-30T07:00:00.000Z',
      '2099-04-06T07:00:00.000Z',
    ]);
    expect(new Set(rows.map((r) => r.id)).size).toBe(4);
    const enrolled = await t.database.db
      .select()
      .from(virtualClassEnrollments)
      .where(
        inArray(
          virtualClassEnrollments.classId,
          rows.map((r) => r.id),
        ),
      );
    expect(enrolled).toHaveLength(8);
  });

  it('repeats on the school’s clock (Africa/Cairo) when the form names no zone', async () => {
    const reply = await create(
      form({ scheduledDate: '2099-11-02T07:00:00.000Z', repeatWeeklyUntil: '2099-11-16', title: 'Cairo' }),
    );
    expect(reply.statusCode).toBe(201);
    expect(reply.json().createdCount).toBe(3);
  });

  it('refuses a repeat past the limit, or ending before it starts, and stores nothing', async () => {
    const before = await rowCount(t, virtualClasses);
    const tooLong = await create(
      form({ scheduledDate: '2099-06-01T08:00:00.000Z', repeatWeeklyUntil: '2100-06-01' }),
    );
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({
      code: 'repeatTooMany',
      message: `Repeat weekly makes at most ${CLASS_REPEAT_MAX_OCCURRENCES} classes: choose an earlier end date.`,
    });
    const backwards = await create(
      form({ scheduledDate: '2099-06-01T08:00:00.000Z', repeatWeeklyUntil: '2099-05-31' }),
    );
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().code).toBe('repeatUntilBeforeStart');
    const badZone = await create(form({ repeatWeeklyUntil: '2099-06-30', timeZone: 'Mars/Olympus' }));
    expect(badZone.statusCode).toBe(400);
    expect(await rowCount(t, virtualClasses)).toBe(before);
  });

  it('warns of a class of the same subject at the same start (409) and creates it only when told to', async () => {
    const at = '2099-09-07T09:00:00.000Z';
    expect((await create(form({ scheduledDate: at, title: 'Optics' }))).statusCode).toBe(201);
    const before = await rowCount(t, virtualClasses);

    const again = await create(form({ scheduledDate: at, title: 'Optics (copy)' }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'classDuplicate',
      params: { title: 'Optics' },
      message: 'Optics of this subject already starts at this time. Create it anyway?',
    });
    // A weekly repeat whose third week lands on it is warned too.
    const repeat = await create(
      form({ scheduledDate: '2099-08-24T09:00:00.000Z', repeatWeeklyUntil: '2099-09-14', timeZone: 'UTC' }),
    );
    expect(repeat.statusCode).toBe(409);
    expect(await rowCount(t, virtualClasses)).toBe(before);

    const anyway = await create(form({ scheduledDate: at, title: 'Optics (copy)', allowDuplicate: true }));
    expect(anyway.statusCode).toBe(201);
    // Another subject at the same moment is no duplicate.
    const other = await create(
      form({ scheduledDate: at, subject: school.otherSubject.id, teacher: school.otherTeacher.user.id }),
    );
    expect(other.statusCode).not.toBe(409);
  });

  it('warns only one of two staff creating the same class at once', async () => {
    const body = form({ scheduledDate: '2099-10-05T09:00:00.000Z', title: 'Race' });
    const replies = await Promise.all([create(body), create(body)]);
    expect(replies.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });

  it('documents the repeat in the API reference', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).body;
    expect(doc).toContain('repeatWeeklyUntil');
    expect(doc).toContain('Repeat weekly until this day');
  });
});
