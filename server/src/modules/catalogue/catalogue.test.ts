import { CATALOGUE_RATE_LIMIT } from '@sabora/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestContext } from '../../../test/app.js';
import { assignTeacher, enrol, makeChapter, makeSubject } from '../../../test/factories.js';
import { chapters, rateLimits } from '../../db/schema/index.js';

let t: TestContext;
let physics: { id: string };
let student: { email: string; phone: string | null };
let parentEmail: string;

beforeAll(async () => {
  t = await createTestApp();
  const mona = await createUser(t, 'teacher', { firstName: 'Mona', lastName: 'Hassan' });
  const omar = await createUser(t, 'teacher', { firstName: 'Omar', lastName: 'Said' });
  physics = await makeSubject(t, {
    name: 'IGCSE Physics',
    code: 'IG-PHY',
    system: 'IGCSE',
    description: 'Forces, energy and waves.',
    curriculum: { resources: [], topics: [{ title: 'Mechanics', description: 'Motion', durationWeeks: 4 }] },
  });
  await assignTeacher(t, physics.id, mona.id, true);
  await assignTeacher(t, physics.id, omar.id, false);
  await makeChapter(t, physics.id, 2, 'Energy');
  await makeChapter(t, physics.id, 1, 'Forces');
  await t.database.db
    .update(chapters)
    .set({ content: 'The secret lesson text', description: 'Pushes and pulls' })
    .where(eq(chapters.title, 'Forces'));
  await makeSubject(t, { name: 'IGCSE Biology', code: 'IG-BIO', system: 'IGCSE' });
  await makeSubject(t, { name: 'IGCSE Latin', code: 'IG-LAT', system: 'IGCSE', isActive: false });
  await makeSubject(t, { name: 'Arabic', code: 'TA-AR', system: 'National' });
  const user = await createUser(t, 'student', { firstName: 'Secret', lastName: 'Pupil' });
  student = user;
  parentEmail = 'family-secret@example.com';
  await enrol(t, user.id, [physics.id], { system: 'IGCSE', parentEmail });
  const lapsed = await createUser(t, 'student');
  await enrol(t, lapsed.id, [physics.id], { system: 'IGCSE', isActive: false });
});
afterAll(() => t.close());

const get = (url: string, remoteAddress = '10.0.0.1') =>
  t.app.inject({ method: 'GET', url: `/api/catalogue/subjects${url}`, remoteAddress });

describe('GET /catalogue/subjects', () => {
  it('lists the active subjects of a system to visitors, by name, with teacher and counts', async () => {
    const res = await get('?system=IGCSE');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, totalCount: 2, totalPages: 1 });
    expect(body.data.map((s: { name: string }) => s.name)).toEqual(['IGCSE Biology', 'IGCSE Physics']);
    expect(body.data[1]).toEqual({
      _id: physics.id,
      name: 'IGCSE Physics',
      code: 'IG-PHY',
      description: 'Forces, energy and waves.',
      image: null,
      system: 'IGCSE',
      systemLabel: 'IGCSE',
      academicYear: '2026',
      primaryTeacher: { firstName: 'Mona', lastName: 'Hassan' },
      // Mona and Omar: the card names Mona and counts Omar.
      teacherCount: 2,
      // The inactive enrolment does not count.
      enrollmentCount: 1,
      chapterCount: 2,
    });
    expect(body.data[0]).toMatchObject({
      primaryTeacher: null,
      teacherCount: 0,
      enrollmentCount: 0,
      chapterCount: 0,
    });
  });

  it('searches name, code and description, and pages', async () => {
    expect((await get('?search=waves')).json().data.map((s: { code: string }) => s.code)).toEqual(['IG-PHY']);
    expect((await get('?search=ta-ar')).json().data.map((s: { code: string }) => s.code)).toEqual(['TA-AR']);
    expect((await get('?search=100%25')).json()).toMatchObject({ data: [], totalCount: 0 });
    const page2 = (await get('?limit=2&page=2')).json();
    expect(page2).toMatchObject({ totalCount: 3, totalPages: 2 });
    expect(page2.data.map((s: { name: string }) => s.name)).toEqual(['IGCSE Physics']);
    expect((await get('?limit=2&page=5')).json()).toMatchObject({ data: [], totalCount: 3 });
  });

  it('refuses oversized pages and searches with a message naming the field', async () => {
    const big = await get('?limit=500');
    expect(big.statusCode).toBe(400);
    expect(big.json().message).toMatch(/limit/);
    const long = await get(`?search=${'a'.repeat(101)}`);
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toMatch(/search/);
    expect((await get('?system=Mars')).statusCode).toBe(400);
  });
});

describe('GET /catalogue/subjects/:id', () => {
  it('opens an active subject with its chapter outline and teachers, and nothing private', async () => {
    const res = await get(`/${physics.id}`);
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({
      name: 'IGCSE Physics',
      enrollmentCount: 1,
      chapterCount: 2,
      teachers: [
        { firstName: 'Mona', lastName: 'Hassan' },
        { firstName: 'Omar', lastName: 'Said' },
      ],
      topics: [{ title: 'Mechanics', description: 'Motion', durationWeeks: 4 }],
    });
    expect(data.chapters).toEqual([
      { order: 1, title: 'Forces', description: 'Pushes and pulls', duration: 0 },
      { order: 2, title: 'Energy', description: '', duration: 0 },
    ]);
    // No student, parent or teacher contact details, and no chapter content.
    for (const secret of [student.email, 'Secret', 'Pupil', parentEmail, 'secret lesson', '@example.com']) {
      expect(res.body).not.toContain(secret);
    }
  });

  it('answers 404 for an inactive or unknown subject and 400 for a bad id', async () => {
    const [latin] = (await get('?system=IGCSE&search=latin')).json().data;
    expect(latin).toBeUndefined();
    const unknown = await get('/00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ success: false, code: 'subjectNotFound', message: 'Subject not found' });
    expect((await get('/not-an-id')).statusCode).toBe(400);
  });
});

it(`allows ${CATALOGUE_RATE_LIMIT} reads a minute per client address, then 429`, async () => {
  await t.database.db.delete(rateLimits);
  for (let i = 0; i < CATALOGUE_RATE_LIMIT; i++) {
    expect((await get('?limit=1', '10.9.9.9')).statusCode).toBe(200);
  }
  const refused = await get(`/${physics.id}`, '10.9.9.9');
  expect(refused.statusCode).toBe(429);
  expect(refused.headers['retry-after']).toBeDefined();
  expect((await get('?limit=1', '10.9.9.10')).statusCode).toBe(200);
});
