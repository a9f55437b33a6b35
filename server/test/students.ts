import { eq } from 'drizzle-orm';
import { users } from '../src/db/schema/index.js';
import type { TestContext } from './app.js';

/** Adding students through the API, for the people suites (students, parents). */

let n = 0;
const unique = () => {
  n += 1;
  return `${Date.now().toString(36)}${n}`;
};

export const uniqueEmail = (prefix: string) => `${prefix}-${unique()}@example.com`;

type Headers = Record<string, string>;

/** Step one of adding a student: POST /auth/register with role student; returns the new user id. */
export async function registerStudent(t: TestContext, headers: Headers, fields: Record<string, string> = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    headers,
    payload: {
      firstName: 'Lina',
      lastName: 'Samir',
      email: uniqueEmail('student'),
      phone: '+20 100 555 1234',
      password: 'lina-pass',
      role: 'student',
      ...fields,
    },
  });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.body}`);
  return res.json().data.user.id as string;
}

export const profileBody = (user: string, fields: Record<string, unknown> = {}) => ({
  user,
  system: 'National',
  academicYear: '2026',
  parentName: 'Mona Adel Hassan',
  parentEmail: uniqueEmail('parent'),
  parentPhone: '+20 111 222 3333',
  subjects: [],
  ...fields,
});

/** Both steps of adding a student; returns the POST /students reply. */
export async function addStudent(
  t: TestContext,
  headers: Headers,
  fields: Record<string, unknown> = {},
  account: Record<string, string> = {},
) {
  const user = await registerStudent(t, headers, account);
  return t.app.inject({ method: 'POST', url: '/api/students', headers, payload: profileBody(user, fields) });
}

export async function userById(t: TestContext, id: string) {
  const [row] = await t.database.db.select().from(users).where(eq(users.id, id));
  return row;
}
