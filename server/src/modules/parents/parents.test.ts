import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  createUser,
  outbox,
  readMail,
  signedIn,
  type TestContext,
} from '../../../test/app.js';
import { makeSubject } from '../../../test/factories.js';
import { eventually } from '../../../test/requests.js';
import { addStudent, uniqueEmail, userById } from '../../../test/students.js';
import { auditLog, students, users } from '../../db/schema/index.js';

let t: TestContext;
let admin: Record<string, string>;
let teacher: string;
let physics: { id: string; name: string; code: string };
let maths: { id: string; name: string; code: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signedIn(t, 'admin')).headers;
  teacher = (await createUser(t, 'teacher')).id;
  physics = await makeSubject(t, { name: 'Physics', teachers: [teacher] });
  maths = await makeSubject(t, { name: 'Maths', teachers: [teacher] });
});
afterAll(() => t.close());

const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, headers = admin, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload && { payload }) });

/** A parent account made the way the school makes them: by adding their children. */
async function familyOf(
  parentEmail: string,
  children: { firstName: string; subjects?: object[] }[],
  phone = '+20 111 000 0000',
) {
  const added = [];
  for (const child of children) {
    const res = await addStudent(
      t,
      admin,
      { parentEmail, parentName: 'Samia Farouk', parentPhone: phone, subjects: child.subjects ?? [] },
      { firstName: child.firstName },
    );
    added.push(res.json().data);
  }
  const [parent] = await t.database.db.select().from(users).where(eq(users.email, parentEmail));
  return { parent: parent!, children: added };
}

const signIn = (user: { id: string; tokenVersion: number }) => bearer(t.app.tokens.sign(user));

describe('who may call /parents', () => {
  it('is admin only, except /parents/me/children which is for parents only', async () => {
    const someId = '00000000-0000-4000-8000-000000000000';
    const adminCalls = [
      ['GET', '/api/parents'],
      ['GET', '/api/parents/export'],
      ['PUT', `/api/parents/${someId}`],
      ['DELETE', `/api/parents/${someId}`],
    ] as const;
    for (const role of ['teacher', 'student', 'parent'] as const) {
      const { headers } = await signedIn(t, role);
      for (const [method, url] of adminCalls) {
        const res = await call(method, url, headers, method === 'PUT' ? {} : undefined);
        expect(res.statusCode, `${role} ${method} ${url}`).toBe(403);
      }
    }
    for (const role of ['admin', 'teacher', 'student'] as const) {
      const { headers } = await signedIn(t, role);
      expect((await call('GET', '/api/parents/me/children', headers)).statusCode, role).toBe(403);
    }
    for (const [method, url] of [...adminCalls, ['GET', '/api/parents/me/children'] as const]) {
      expect((await t.app.inject({ method, url })).statusCode).toBe(401);
    }
  });
});

describe('GET /api/parents', () => {
  let tag: string;
  beforeAll(async () => {
    tag = `pq${Date.now().toString(36)}`;
    await familyOf(
      uniqueEmail(`${tag}-a`),
      [{ firstName: 'Zeina' }, { firstName: 'Adam' }],
      '+20 155 000 0001',
    );
    await familyOf(uniqueEmail(`${tag}-b`), [{ firstName: 'Karim' }], '+20 155 000 0002');
    await familyOf(uniqueEmail(`${tag}-c`), [{ firstName: 'Laila' }], '+20 155 000 0003');
  });

  it('pages parents with their children', async () => {
    const res = await call('GET', `/api/parents?search=${tag}&limit=2`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, totalCount: 3, totalPages: 2 });
    expect(body.data).toHaveLength(2);
    const page2 = (await call('GET', `/api/parents?search=${tag}&limit=2&page=2`)).json();
    expect(page2.data).toHaveLength(1);
    const all = [...body.data, ...page2.data];
    expect(new Set(all.map((p: { _id: string }) => p._id)).size).toBe(3);
    const withTwo = all.find((p: { email: string }) => p.email.startsWith(`${tag}-a`));
    expect(withTwo).toMatchObject({
      _id: expect.any(String),
      firstName: 'Samia',
      lastName: 'Farouk',
      phone: '+20 155 000 0001',
      isActive: true,
      createdAt: expect.any(String),
    });
    expect(withTwo.children.map((c: { firstName: string }) => c.firstName)).toEqual(['Adam', 'Zeina']);
    expect(withTwo.children[0]).toEqual({
      _id: expect.any(String),
      studentId: expect.stringMatching(/^STU-/),
      firstName: 'Adam',
      lastName: 'Samir',
      system: 'National',
    });
  });

  it('searches name, email and phone; lists parents only', async () => {
    const find = async (q: string) =>
      (await call('GET', `/api/parents?search=${encodeURIComponent(q)}`)).json().data as { email: string }[];
    expect((await find(`${tag}-B`)).map((p) => p.email)).toEqual([
      expect.stringMatching(new RegExp(`^${tag}-b`)),
    ]);
    expect((await find('155 000 0003')).map((p) => p.email)).toEqual([
      expect.stringMatching(new RegExp(`^${tag}-c`)),
    ]);
    expect((await find('samia farouk')).length).toBeGreaterThanOrEqual(3);
    const aTeacher = await userById(t, teacher);
    expect(await find(aTeacher!.email)).toEqual([]);
  });
});

describe('PUT /api/parents/:id', () => {
  it('updates the parent, and the children’s parent fields follow so the link survives', async () => {
    const { parent, children } = await familyOf(uniqueEmail('edit'), [{ firstName: 'Rami' }]);
    const newEmail = uniqueEmail('Edited');
    const res = await call('PUT', `/api/parents/${parent.id}`, admin, {
      firstName: 'Samia',
      lastName: 'Ibrahim',
      email: newEmail.toUpperCase(),
      phone: '+20 166 000 0000',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Parent updated successfully',
      data: {
        _id: parent.id,
        lastName: 'Ibrahim',
        email: newEmail.toLowerCase(),
        phone: '+20 166 000 0000',
        children: [{ _id: children[0]._id }],
      },
    });
    const [child] = await t.database.db.select().from(students).where(eq(students.id, children[0]._id));
    expect(child).toMatchObject({
      parentEmail: newEmail.toLowerCase(),
      parentName: 'Samia Ibrahim',
      parentPhone: '+20 166 000 0000',
    });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/parent-login',
      payload: { email: newEmail, phone: '+20 166 000 0000' },
    });
    expect(login.statusCode).toBe(200);
  });

  it('refuses a duplicate email (409), missing fields (400) and a non-parent id (404)', async () => {
    const { parent } = await familyOf(uniqueEmail('dup'), [{ firstName: 'Tamer' }]);
    const teacherRow = await userById(t, teacher);
    const body = { firstName: 'A', lastName: 'B', email: teacherRow!.email, phone: '+20 100 000 0000' };
    const dup = await call('PUT', `/api/parents/${parent.id}`, admin, body);
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toEqual({
      success: false,
      code: 'emailFieldTaken',
      message: 'email: an account with this email already exists',
    });
    const missing = await call('PUT', `/api/parents/${parent.id}`, admin, {
      ...body,
      email: uniqueEmail('x'),
      phone: '',
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('phone: must be a valid phone number');
    const noName = await call('PUT', `/api/parents/${parent.id}`, admin, {
      ...body,
      email: uniqueEmail('x'),
      lastName: ' ',
    });
    expect(noName.json().message).toBe('lastName: is required');
    const notParent = await call('PUT', `/api/parents/${teacher}`, admin, {
      ...body,
      email: uniqueEmail('x'),
    });
    expect(notParent.statusCode).toBe(404);
    expect(notParent.json()).toEqual({ success: false, code: 'parentNotFound', message: 'Parent not found' });
  });
});

describe('DELETE /api/parents/:id', () => {
  it('removes the account; the children keep their parent fields', async () => {
    const email = uniqueEmail('gone');
    const { parent, children } = await familyOf(email, [{ firstName: 'Nada' }]);
    const res = await call('DELETE', `/api/parents/${parent.id}`);
    expect(res.json()).toEqual({ success: true, message: 'Parent deleted successfully' });
    expect(await userById(t, parent.id)).toBeUndefined();
    const [child] = await t.database.db.select().from(students).where(eq(students.id, children[0]._id));
    expect(child).toMatchObject({ parentEmail: email, parentName: 'Samia Farouk' });
    expect((await call('DELETE', `/api/parents/${parent.id}`)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/parents/${teacher}`)).statusCode).toBe(404);
  });
});

describe('GET /api/parents/export', () => {
  it('sends parents.csv with each parent’s children', async () => {
    const email = uniqueEmail('csv');
    const { children } = await familyOf(
      email,
      [{ firstName: 'Hady' }, { firstName: 'Farah' }],
      '+20 177 000 0000',
    );
    const res = await call('GET', '/api/parents/export');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="parents.csv"');
    const lines = res.body.split('\r\n');
    expect(lines[0]).toBe('\uFEFFfirstName,lastName,email,phone,children');
    const [farah, hady] = [...children].sort((a, b) => a.user.firstName.localeCompare(b.user.firstName));
    expect(lines).toContain(
      `Samia,Farouk,${email},+20 177 000 0000,Farah Samir (${farah.studentId}); Hady Samir (${hady.studentId})`,
    );
    expect(lines.length).toBeGreaterThan(3);

    // With the list's search, only the parents it finds.
    const found = await call('GET', `/api/parents/export?search=${encodeURIComponent(email)}`);
    expect(found.statusCode).toBe(200);
    expect(found.body.split('\r\n').filter(Boolean)).toEqual([lines[0], expect.stringContaining(email)]);
    const none = await call('GET', '/api/parents/export?search=nobody-matches-this');
    expect(none.body.split('\r\n').filter(Boolean)).toEqual([lines[0]]);
    expect((await call('GET', `/api/parents/export?search=${'x'.repeat(101)}`)).statusCode).toBe(400);
  });
});

describe('GET /api/parents/me/children', () => {
  it('lists only the caller’s own children, with their active subjects', async () => {
    const mine = await familyOf(uniqueEmail('mine'), [
      {
        firstName: 'Yara',
        subjects: [
          { subject: physics.id, teacher },
          { subject: maths.id, teacher, isActive: false },
        ],
      },
      { firstName: 'Ahmed' },
    ]);
    await familyOf(uniqueEmail('theirs'), [{ firstName: 'Someone' }]);
    const res = await call('GET', '/api/parents/me/children', signIn(mine.parent));
    expect(res.statusCode).toBe(200);
    const yara = mine.children.find((c) => c.user.firstName === 'Yara');
    expect(res.json()).toEqual({
      success: true,
      data: [
        {
          _id: expect.any(String),
          studentId: expect.stringMatching(/^STU-/),
          firstName: 'Ahmed',
          lastName: 'Samir',
          system: 'National',
          academicYear: '2026',
          subjects: [],
        },
        {
          _id: yara._id,
          studentId: yara.studentId,
          firstName: 'Yara',
          lastName: 'Samir',
          system: 'National',
          academicYear: '2026',
          subjects: [{ _id: physics.id, name: 'Physics', code: physics.code }],
        },
      ],
    });
    const lonely = await createUser(t, 'parent');
    expect((await call('GET', '/api/parents/me/children', signIn(lonely))).json()).toEqual({
      success: true,
      data: [],
    });
  });
});

describe('a parent changing the phone they sign in with (PUT /users/me)', () => {
  const parentLogin = (email: string, phone: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/parent-login', payload: { email, phone } });

  it('refuses another parent’s number and an empty one; a change is audited, mailed and followed', async () => {
    const email = uniqueEmail('phone-parent');
    const { parent, children } = await familyOf(email, [{ firstName: 'Omar' }], '+20 111 555 0001');
    await familyOf(uniqueEmail('other-parent'), [{ firstName: 'Laila' }], '+20 111 555 0002');
    const me = signIn(parent);
    const save = (phone: string) =>
      call('PUT', '/api/users/me', me, { firstName: 'Samia', lastName: 'Farouk', phone });

    const taken = await save('+20-111-555-0002');
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('phoneOfAnotherParent');
    const empty = await save('');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().code).toBe('parentPhoneRequired');
    expect((await parentLogin(email, '+20 111 555 0001')).statusCode).toBe(200);

    const changed = await save('+20 111 555 0009');
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await parentLogin(email, '+20 111 555 0001')).statusCode).toBe(401);
    expect((await parentLogin(email, '+20 111 555 0009')).statusCode).toBe(200);
    const [child] = await t.database.db.select().from(students).where(eq(students.id, children[0]._id));
    expect(child?.parentPhone).toBe('+20 111 555 0009');
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'parent.phone'), eq(auditLog.entityId, parent.id)));
    expect(entry).toMatchObject({
      actorId: parent.id,
      before: { phone: '+20 111 555 0001' },
      after: { phone: '+20 111 555 0009' },
    });
    const mails = await eventually(
      async () => (await outbox(t)).filter((m) => m.includes(`To: ${email}`)),
      (found) => found.length > 0,
    );
    expect(readMail(mails[0]!).text).toContain('from +20 111 555 0001 to +20 111 555 0009');

    // Saving the name alone, with the same number written differently, changes no phone.
    const same = await save('+201115550009');
    expect(same.statusCode).toBe(200);
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'parent.phone'), eq(auditLog.entityId, parent.id)));
    expect(entries).toHaveLength(1);
  });
});
