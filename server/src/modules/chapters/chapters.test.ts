import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedIn, type TestContext } from '../../../test/app.js';
import { assignTeacher, enrol, makeChapter, makeSubject } from '../../../test/factories.js';

let t: TestContext;
let admin: Awaited<ReturnType<typeof signedIn>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t, 'admin');
});
afterAll(() => t.close());

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers: Record<string, string>,
  payload?: object,
) => t.app.inject({ method, url, headers, payload });

describe('chapters', () => {
  it('creates, lists in order, reads, updates and deletes chapters', async () => {
    const subject = await makeSubject(t);
    const created = await call('POST', '/api/chapters', admin.headers, {
      subject: subject.id,
      title: 'Cells',
      description: 'The unit of life',
      order: 2,
      content: 'x'.repeat(300),
      objectives: ['Name organelles', '  ', ''],
      duration: 1.5,
    });
    expect(created.statusCode).toBe(201);
    const chapter = created.json().data;
    expect(chapter).toMatchObject({
      subject: subject.id,
      title: 'Cells',
      order: 2,
      objectives: ['Name organelles'],
      duration: 1.5,
    });
    await makeChapter(t, subject.id, 1, 'Intro');

    const list = (await call('GET', `/api/chapters/subject/${subject.id}`, admin.headers)).json();
    expect(list.data.map((c: { title: string }) => c.title)).toEqual(['Intro', 'Cells']);
    expect(
      (await call('GET', `/api/chapters/${chapter._id}`, admin.headers)).json().data.content,
    ).toHaveLength(300);

    const updated = await call('PUT', `/api/chapters/${chapter._id}`, admin.headers, {
      title: 'Cells 2',
      order: 3,
      objectives: [],
    });
    expect(updated.json().data).toMatchObject({ title: 'Cells 2', order: 3, objectives: [], duration: 0 });

    expect((await call('DELETE', `/api/chapters/${chapter._id}`, admin.headers)).statusCode).toBe(200);
    expect((await call('GET', `/api/chapters/${chapter._id}`, admin.headers)).statusCode).toBe(404);
  });

  it('validates every field with the chapter form’s rules', async () => {
    const subject = await makeSubject(t);
    const base = { subject: subject.id, title: 'T', order: 1 };
    const cases: [object, string | RegExp][] = [
      [{ ...base, title: '' }, 'title: is required'],
      [{ subject: subject.id, title: 'T' }, /^order: /],
      [{ ...base, order: 0 }, 'order: must be at least 1'],
      [{ ...base, order: 1.5 }, 'order: must be a whole number'],
      [{ ...base, duration: -0.5 }, 'duration: must be 0 or more'],
      [{ ...base, duration: 0.25 }, 'duration: must be in steps of 0.5'],
      [{ ...base, subject: 'nope' }, 'subject: must be a valid id'],
    ];
    for (const [payload, message] of cases) {
      const res = await call('POST', '/api/chapters', admin.headers, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    const unknownSubject = await call('POST', '/api/chapters', admin.headers, {
      ...base,
      subject: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknownSubject.statusCode).toBe(404);
  });

  it('lets enrolled students and assigned teachers read, and only admins write', async () => {
    const subject = await makeSubject(t);
    const chapter = await makeChapter(t, subject.id);
    const student = await signedIn(t, 'student');
    const outsider = await signedIn(t, 'student');
    const teacher = await signedIn(t, 'teacher');
    await enrol(t, student.user.id, [subject.id]);
    await assignTeacher(t, subject.id, teacher.user.id);
    expect(
      (await call('GET', `/api/chapters/subject/${subject.id}`, student.headers)).json().data,
    ).toHaveLength(1);
    expect((await call('GET', `/api/chapters/${chapter.id}`, teacher.headers)).statusCode).toBe(200);
    expect((await call('GET', `/api/chapters/${chapter.id}`, outsider.headers)).statusCode).toBe(404);
    expect((await call('GET', `/api/chapters/subject/${subject.id}`, outsider.headers)).statusCode).toBe(404);
    expect(
      (await call('POST', '/api/chapters', teacher.headers, { subject: subject.id, title: 'x', order: 1 }))
        .statusCode,
    ).toBe(403);
    expect((await call('DELETE', `/api/chapters/${chapter.id}`, teacher.headers)).statusCode).toBe(403);
    expect((await call('GET', `/api/chapters/subject/${subject.id}`, {})).statusCode).toBe(401);
  });
});
