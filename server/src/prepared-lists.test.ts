import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/app.js';
import { get } from '../test/requests.js';
import { makeSchool } from '../test/school.js';
import { exams, homeworks, libraryItems, quizzes } from './db/schema/index.js';

/**
 * The lists prepared once per role and set of filters take the user and the filters as
 * values: each caller after the first runs the statement the first one prepared, and must still
 * see their own rows. Every list is read by two users of a role in turn, then again in the other
 * order, so a value built into a statement would show the first user's rows to the second.
 */
let t: TestContext;
let s: Awaited<ReturnType<typeof makeSchool>>;
const nextWeek = new Date(Date.now() + 7 * 86_400_000);
beforeAll(async () => {
  t = await createTestApp();
  s = await makeSchool(t);
  const db = t.database.db;
  for (const [subjectId, chapterId, name] of [
    [s.subject.id, s.chapter.id, 'Physics'],
    [s.otherSubject.id, s.otherChapter.id, 'Chemistry'],
  ] as const) {
    await db.insert(homeworks).values({ title: `${name} homework`, subjectId, chapterId, dueDate: nextWeek });
    await db.insert(exams).values({ title: `${name} exam`, subjectId, dueDate: nextWeek });
    await db
      .insert(quizzes)
      .values({ title: `${name} quiz`, subjectId, dueDate: nextWeek, durationMinutes: 20 });
    for (const type of ['material', 'recording'] as const) {
      await db.insert(libraryItems).values({
        title: `${name} ${type}`,
        type,
        subjectId,
        chapterId,
        recordingUrl: type === 'recording' ? 'https://example.com/lesson' : null,
      });
    }
  }
});
afterAll(() => t.close());

type Headers = Record<string, string>;
type Row = { title?: string; user?: { email: string } };

async function titles(url: string, headers: Headers) {
  const res = await get(t, url, headers);
  expect(res.statusCode, url).toBe(200);
  const body = res.json() as { data: Row[]; totalCount?: number; pagination?: { totalCount: number } };
  const total = body.totalCount ?? body.pagination?.totalCount;
  if (total !== undefined) expect(total, `${url}: the count agrees with the page`).toBe(body.data.length);
  return body.data.map((row) => row.title ?? row.user?.email).sort();
}

/** Reads `url` as each of `who` in turn, then in the other order: each sees what `expected` says. */
async function eachSeesTheirOwn(url: string, who: [Headers, string[]][]) {
  for (const order of [who, [...who].reverse()]) {
    for (const [headers, expected] of order) expect(await titles(url, headers), url).toEqual(expected);
  }
}

describe('lists prepared once per role', () => {
  it("staff lists show each teacher their own subjects' work, and admins all", async () => {
    for (const kind of ['homework', 'exam'] as const) {
      await eachSeesTheirOwn(`/api/${kind}s?page=1&limit=10`, [
        [s.teacher.headers, [`Physics ${kind}`]],
        [s.otherTeacher.headers, [`Chemistry ${kind}`]],
        [s.admin.headers, [`Chemistry ${kind}`, `Physics ${kind}`]],
      ]);
    }
  });

  it("students' lists show each student their own subjects' work", async () => {
    for (const kind of ['homework', 'exam'] as const) {
      await eachSeesTheirOwn(`/api/${kind}s/student/my-${kind}s?page=1&limit=10`, [
        [s.student.headers, [`Physics ${kind}`]],
        [s.outsider.headers, [`Chemistry ${kind}`]],
        [s.lapsed.headers, []],
      ]);
    }
    await eachSeesTheirOwn('/api/quizzes/available', [
      [s.student.headers, ['Physics quiz']],
      [s.outsider.headers, ['Chemistry quiz']],
      [s.lapsed.headers, []],
    ]);
  });

  it("the library shows each reader their own subjects' items, under every filter", async () => {
    const readers: [Headers, string][] = [
      [s.student.headers, 'Physics'],
      [s.outsider.headers, 'Chemistry'],
      [s.teacher.headers, 'Physics'],
      [s.student.parent.headers, 'Physics'],
    ];
    await eachSeesTheirOwn(
      '/api/library?page=1&limit=20',
      readers.map(([headers, name]) => [headers, [`${name} material`, `${name} recording`]]),
    );
    await eachSeesTheirOwn(
      '/api/library?page=1&limit=20&type=recording',
      readers.map(([headers, name]) => [headers, [`${name} recording`]]),
    );
    await eachSeesTheirOwn(
      '/api/library?page=1&limit=20&search=Mater',
      readers.map(([headers, name]) => [headers, [`${name} material`]]),
    );
    await eachSeesTheirOwn(`/api/library?page=1&limit=20&subject=${s.otherSubject.id}`, [
      [s.admin.headers, ['Chemistry material', 'Chemistry recording']],
      [s.student.headers, []],
      [s.otherTeacher.headers, ['Chemistry material', 'Chemistry recording']],
    ]);
    const subjects = [s.subject, s.otherSubject];
    for (const order of [subjects, [...subjects].reverse()]) {
      for (const { id, name } of order) {
        expect(await titles(`/api/library?page=1&limit=20&subject=${id}&search=Re`, s.admin.headers)).toEqual(
          [`${name} recording`],
        );
      }
    }
  });

  it('the library tells each teacher which items are theirs to manage', async () => {
    // Public, so the other subject's teacher sees it too, not as theirs.
    await t.database.db
      .update(libraryItems)
      .set({ isPublic: true })
      .where(eq(libraryItems.title, 'Physics material'));
    const canManage = async (headers: Headers) => {
      const res = await get(t, '/api/library?page=1&limit=20&search=Physics%20material', headers);
      return (res.json() as { data: { canManage: boolean }[] }).data.map((item) => item.canManage);
    };
    for (const order of [
      [s.teacher, s.otherTeacher],
      [s.otherTeacher, s.teacher],
    ]) {
      for (const who of order) expect(await canManage(who.headers)).toEqual([who === s.teacher]);
    }
  });

  it('the students list finds what each search asks for', async () => {
    const emails = [s.student.user.email, s.outsider.user.email];
    for (const order of [emails, [...emails].reverse()]) {
      for (const email of order) {
        expect(await titles(`/api/students?page=1&limit=10&search=${email}`, s.admin.headers)).toEqual([
          email,
        ]);
      }
    }
  });
});
