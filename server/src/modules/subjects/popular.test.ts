import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/app.js';
import { seedDemoIfEmpty } from '../../seed/demo.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const popular = (query = '') => t.app.inject({ method: 'GET', url: `/api/subjects/popular${query}` });

it('is public and empty while the school has no subjects', async () => {
  const res = await popular('?limit=6');
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ success: true, data: [] });
});

it('lists active subjects by enrolment, with the system label and the primary teacher', async () => {
  expect(await seedDemoIfEmpty(t.database.db, t.storage)).toBe(true);
  expect(await seedDemoIfEmpty(t.database.db, t.storage)).toBe(false);
  const { data } = (await popular('?limit=6')).json();
  expect(data).toHaveLength(6);
  const counts = data.map((s: { enrollmentCount: number }) => s.enrollmentCount);
  expect(counts).toEqual([...counts].sort((a, b) => b - a));
  expect(counts[0]).toBeGreaterThan(counts[5]);
  const math = data.find((s: { code: string }) => s.code === 'SAT-MATH');
  expect(math).toMatchObject({
    name: 'SAT Math',
    system: 'American',
    systemLabel: 'SAT',
    enrollmentCount: 4,
    primaryTeacher: { firstName: 'Sarah', lastName: 'Adams' },
    teacherCount: expect.any(Number),
    image: null,
  });
  expect(data.find((s: { code: string }) => s.code === 'TA-CHEM').systemLabel).toBe('Thanaweya Amma');
  expect((await popular('?limit=2')).json().data).toHaveLength(2);
  expect((await popular('?limit=0')).statusCode).toBe(400);
});

it('seeds chapters for every demo subject, in order', async () => {
  const admin = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: 'admin@sabora.school', password: 'sabora123' },
  });
  const headers = { authorization: `Bearer ${admin.json().data.token}` };
  const { data } = (await t.app.inject({ method: 'GET', url: '/api/subjects', headers })).json();
  expect(data).toHaveLength(6);
  for (const subject of data) {
    const chapters = (
      await t.app.inject({ method: 'GET', url: `/api/chapters/subject/${subject._id}`, headers })
    ).json().data;
    expect(chapters.length).toBeGreaterThanOrEqual(3);
    expect(chapters.map((c: { order: number }) => c.order)).toEqual(
      chapters.map((_: unknown, i: number) => i + 1),
    );
  }
});

it('seeds demo accounts of every role that can sign in', async () => {
  const login = (email: string, password = 'sabora123') =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  for (const email of [
    'admin@sabora.school',
    'mona.hassan@sabora.school',
    'youssef.mostafa@students.sabora.school',
  ]) {
    expect((await login(email)).statusCode).toBe(200);
  }
  const parent = await t.app.inject({
    method: 'POST',
    url: '/api/auth/parent-login',
    payload: { email: 'khaled.mostafa@family.sabora.school', phone: '+20 111 000 0001' },
  });
  expect(parent.statusCode).toBe(200);
});
