import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app.js';
import { call, fields, get, pdf, rowCount, sendForm } from '../../test/requests.js';
import { makeSchool } from '../../test/school.js';
import { libraryItems, users } from '../db/schema/index.js';
import { controlCharacterAt } from './control-characters.js';

/** NUL and other control characters are refused with a 400 naming the field. */
let t: TestContext;
let school: Awaited<ReturnType<typeof makeSchool>>;
beforeAll(async () => {
  t = await createTestApp();
  school = await makeSchool(t);
});
afterAll(() => t.close());

describe('control characters', () => {
  it.each([
    '/api/students?search=%00',
    '/api/students/export?search=%00',
    '/api/parents?search=a%00b',
    '/api/parents/export?search=%01',
    '/api/teachers?search=%00',
    '/api/subjects?search=%00',
    '/api/quizzes?search=%00',
    '/api/homework-submissions?search=%00',
    '/api/virtual-classes?search=%7F',
    '/api/library?search=%00',
  ])('GET %s is 400 naming search', async (url) => {
    const reply = await get(t, url, school.admin.headers);
    expect(reply.statusCode, reply.body).toBe(400);
    expect(reply.json()).toEqual({
      success: false,
      code: 'controlCharacters',
      params: { field: 'search' },
      message: 'search: must not contain control characters',
    });
  });

  it('in a JSON body: 400 naming the field, nothing changed', async () => {
    const reply = await call(t, 'PUT', '/api/users/me', school.student.headers, {
      firstName: 'Ana\u0000',
      lastName: 'Lee',
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().message).toBe('firstName: must not contain control characters');
    const nested = await call(t, 'POST', '/api/virtual-classes', school.admin.headers, {
      title: 'A',
      agenda: ['fine', 'bad\u0007'],
    });
    expect(nested.json().message).toBe('agenda.1: must not contain control characters');
    expect(await rowCount(t, users)).toBeGreaterThan(0);
  });

  it('keeps tabs and line breaks in text', () => {
    expect(controlCharacterAt({ description: 'line one\r\nline two\twith a tab' })).toBeUndefined();
  });

  it('in multipart fields and file names: 400, nothing stored', async () => {
    const before = await rowCount(t, libraryItems);
    const form = (title: string) =>
      fields({ title, type: 'material', subject: school.subject.id, chapter: school.chapter.id });
    const title = await sendForm(
      t,
      'POST',
      '/api/library',
      [...form('Notes\u0000'), pdf()],
      school.admin.headers,
    );
    expect(title.statusCode).toBe(400);
    expect(title.json().message).toBe('title: must not contain control characters');
    const name = await sendForm(
      t,
      'POST',
      '/api/library',
      [...form('Notes'), pdf('a\u0001b.pdf')],
      school.admin.headers,
    );
    expect(name.statusCode).toBe(400);
    expect(name.json().message).toBe('file (its file name): must not contain control characters');
    expect(await rowCount(t, libraryItems)).toBe(before);
  });
});
