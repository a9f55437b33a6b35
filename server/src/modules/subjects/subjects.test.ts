import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, signedIn, type TestContext } from '../../../test/app.js';
import { assignTeacher, enrol, makeChapter, makeSubject } from '../../../test/factories.js';
import { multipart, type Part } from '../../../test/multipart.js';

let t: TestContext;
let admin: Awaited<ReturnType<typeof signedIn>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t, 'admin');
});
afterAll(() => t.close());

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const fields = (values: Record<string, string>): Part[] =>
  Object.entries(values).map(([name, value]) => ({ name, value }));
const send = (method: 'POST' | 'PUT', url: string, parts: Part[], headers = admin.headers) => {
  const form = multipart(parts);
  return t.app.inject({ method, url, headers: { ...headers, ...form.headers }, payload: form.payload });
};
const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });
const uploadsCount = async () =>
  (
    await readdir(path.join(t.dataDir, 'uploads'), { recursive: true, withFileTypes: true }).catch(() => [])
  ).filter((e) => e.isFile()).length;

describe('creating and editing subjects', () => {
  it('creates a subject with an image and defaults, served publicly', async () => {
    const res = await send('POST', '/api/subjects', [
      ...fields({ name: 'Biology', code: 'bio-101', academicYear: '2026', description: 'Cells and life' }),
      { name: 'image', filename: 'bio.png', content: PNG, contentType: 'image/png' },
    ]);
    expect(res.statusCode).toBe(201);
    const subject = res.json().data;
    expect(subject).toMatchObject({
      name: 'Biology',
      title: 'Biology',
      code: 'BIO-101',
      system: 'National',
      systemLabel: 'Thanaweya Amma',
      isActive: true,
      teachers: [],
      primaryTeacher: null,
      enrollmentCount: 0,
      curriculum: { resources: [], topics: [] },
    });
    const image = await t.app.inject({ method: 'GET', url: subject.image });
    expect(image.statusCode).toBe(200);
    expect(image.rawPayload.equals(PNG)).toBe(true);
  });

  it('keeps the image on edit unless a new one is sent, and saves curriculum and isActive', async () => {
    const created = (
      await send('POST', '/api/subjects', [
        ...fields({ name: 'Geography', code: 'GEO-1', academicYear: '2026' }),
        { name: 'image', filename: 'geo.png', content: PNG },
      ])
    ).json().data;
    const curriculum = {
      resources: [{ type: 'video', title: 'Intro', description: '', url: 'https://example.com/v' }],
      topics: [{ title: 'Maps', description: 'Reading maps', durationWeeks: 2 }],
    };
    const edited = await send('PUT', `/api/subjects/${created._id}`, [
      ...fields({
        name: 'Geography',
        code: 'GEO-1',
        academicYear: '2027',
        system: 'IGCSE',
        isActive: 'false',
      }),
      { name: 'curriculum', value: JSON.stringify(curriculum) },
    ]);
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({
      academicYear: '2027',
      system: 'IGCSE',
      isActive: false,
      curriculum,
      image: created.image,
    });
    const before = await uploadsCount();
    const replaced = await send('PUT', `/api/subjects/${created._id}`, [
      ...fields({ name: 'Geography', code: 'GEO-1', academicYear: '2027' }),
      { name: 'image', filename: 'new.webp', content: PNG },
    ]);
    expect(replaced.json().data.image).not.toBe(created.image);
    expect(await uploadsCount()).toBe(before); // the old image's bytes are gone
  });

  it('validates name, code, system, curriculum and images, storing nothing on refusal', async () => {
    const before = await uploadsCount();
    const cases: [Part[], number, string | RegExp][] = [
      [fields({ code: 'X-1', academicYear: '2026' }), 400, /^name: /],
      [fields({ name: 'X', academicYear: '2026' }), 400, /^code: /],
      [fields({ name: 'X', code: 'X-2', academicYear: '2026', system: 'French' }), 400, /^system: /],
      [
        fields({ name: 'X', code: 'X-3', academicYear: '2026', curriculum: '{oops' }),
        400,
        'curriculum: must be valid JSON',
      ],
      [
        [
          ...fields({ name: 'X', code: 'X-4', academicYear: '2026' }),
          { name: 'image', filename: 'x.gif', content: 'GIF' },
        ],
        400,
        /not an accepted file type/,
      ],
      [
        [
          ...fields({ name: '', code: 'X-5', academicYear: '2026' }),
          { name: 'image', filename: 'x.png', content: PNG },
        ],
        400,
        'name: is required',
      ],
    ];
    for (const [parts, status, message] of cases) {
      const res = await send('POST', '/api/subjects', parts);
      expect(res.statusCode, JSON.stringify(parts.map((p) => p.name))).toBe(status);
      expect(res.json().message).toMatch(message);
    }
    expect(await uploadsCount()).toBe(before);
  });

  it('refuses a duplicate code whatever its case', async () => {
    await makeSubject(t, { code: 'CHEM-9' });
    const res = await send(
      'POST',
      '/api/subjects',
      fields({ name: 'Chem', code: 'chem-9', academicYear: '2026' }),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('code: a subject with code CHEM-9 already exists');
  });

  it('is admin-only', async () => {
    const teacher = await signedIn(t, 'teacher');
    const subject = await makeSubject(t);
    const res = await send(
      'POST',
      '/api/subjects',
      fields({ name: 'T', code: 'T-1', academicYear: '2026' }),
      teacher.headers,
    );
    expect(res.statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/subjects/${subject.id}`, headers: teacher.headers }))
        .statusCode,
    ).toBe(403);
  });
});

describe('listing subjects', () => {
  it('pages, searches name/code/description and filters by system for admins', async () => {
    const tag = `zq${Date.now() % 10000}`;
    for (let i = 0; i < 3; i++) await makeSubject(t, { name: `${tag} algebra ${i}`, system: 'IGCSE' });
    await makeSubject(t, { name: 'Other', description: `mentions ${tag}`, system: 'American' });
    const page1 = (await get(`/api/subjects?search=${tag}&limit=2&page=1`, admin.headers)).json();
    expect(page1).toMatchObject({ success: true, totalCount: 4, totalPages: 2 });
    expect(page1.data).toHaveLength(2);
    const igcse = (await get(`/api/subjects?search=${tag}&system=IGCSE`, admin.headers)).json();
    expect(igcse.totalCount).toBe(3);
    expect((await get('/api/subjects?search=%25', admin.headers)).json().totalCount).toBe(0);
  });

  it('scopes by role: teachers their subjects, students their active enrolments, parents their children’s', async () => {
    const teacher = await signedIn(t, 'teacher');
    const student = await signedIn(t, 'student');
    const parent = await signedIn(t, 'parent');
    const taught = await makeSubject(t);
    const enrolled = await makeSubject(t);
    const dropped = await makeSubject(t);
    const other = await makeSubject(t);
    await assignTeacher(t, taught.id, teacher.user.id);
    const profile = await enrol(t, student.user.id, [enrolled.id], {
      parentEmail: parent.user.email.toUpperCase(),
    });
    await t.database.db.insert((await import('../../db/schema/index.js')).studentSubjects).values({
      studentId: profile.id,
      subjectId: dropped.id,
      isActive: false,
    });
    const ids = async (headers: Record<string, string>) =>
      (await get('/api/subjects?limit=100', headers)).json().data.map((s: { _id: string }) => s._id);
    expect(await ids(teacher.headers)).toEqual([taught.id]);
    expect(await ids(student.headers)).toEqual([enrolled.id]);
    expect(await ids(parent.headers)).toEqual([enrolled.id]);
    expect((await get(`/api/subjects/${other.id}`, student.headers)).statusCode).toBe(404);
    expect((await get(`/api/subjects/${dropped.id}`, student.headers)).statusCode).toBe(404);
    expect((await get(`/api/subjects/${enrolled.id}`, student.headers)).json().data.enrollmentCount).toBe(1);
    expect((await get(`/api/chapters/subject/${other.id}`, student.headers)).statusCode).toBe(404);
  });

  it('shows the teachers of a subject with the primary one', async () => {
    const subject = await makeSubject(t);
    const a = await createUser(t, 'teacher', { firstName: 'Amal', lastName: 'Said' });
    const b = await createUser(t, 'teacher', { firstName: 'Bassem', lastName: 'Ali' });
    await assignTeacher(t, subject.id, a.id, false);
    await assignTeacher(t, subject.id, b.id, true);
    const data = (await get(`/api/subjects/${subject.id}`, admin.headers)).json().data;
    expect(data.teachers).toEqual([
      {
        _id: a.id,
        firstName: 'Amal',
        lastName: 'Said',
        isPrimary: false,
        teacher: { _id: a.id, firstName: 'Amal', lastName: 'Said' },
      },
      {
        _id: b.id,
        firstName: 'Bassem',
        lastName: 'Ali',
        isPrimary: true,
        teacher: { _id: b.id, firstName: 'Bassem', lastName: 'Ali' },
      },
    ]);
    expect(data.primaryTeacher).toEqual({ _id: b.id, firstName: 'Bassem', lastName: 'Ali' });
  });
});

describe('deleting subjects', () => {
  it('deletes an unused subject with its chapters, and refuses one with enrolments (409 saying why)', async () => {
    const unused = await makeSubject(t);
    await makeChapter(t, unused.id);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/subjects/${unused.id}`,
      headers: admin.headers,
    });
    expect(del.statusCode).toBe(200);
    expect((await get(`/api/subjects/${unused.id}`, admin.headers)).statusCode).toBe(404);

    const held = await makeSubject(t, { name: 'Held' });
    const student = await createUser(t, 'student');
    await enrol(t, student.id, [held.id]);
    const refused = await t.app.inject({
      method: 'DELETE',
      url: `/api/subjects/${held.id}`,
      headers: admin.headers,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'Cannot delete Held: 1 student enrolment(s) hold it. Deactivate the subject instead.',
    );
    expect((await get(`/api/subjects/${held.id}`, admin.headers)).statusCode).toBe(200);
  });
});
