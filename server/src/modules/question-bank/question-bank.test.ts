import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedIn, type TestContext } from '../../../test/app.js';
import { assignTeacher, makeChapter, makeSubject } from '../../../test/factories.js';
import { multipart, type Part } from '../../../test/multipart.js';

let t: TestContext;
let admin: Awaited<ReturnType<typeof signedIn>>;
let teacher: Awaited<ReturnType<typeof signedIn>>;
let subject: Awaited<ReturnType<typeof makeSubject>>;
let chapter: Awaited<ReturnType<typeof makeChapter>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t, 'admin');
  teacher = await signedIn(t, 'teacher');
  subject = await makeSubject(t, { name: 'Physics' });
  chapter = await makeChapter(t, subject.id, 1, 'Motion');
  await assignTeacher(t, subject.id, teacher.user.id);
});
afterAll(() => t.close());

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const question = (overrides: Record<string, string | string[]> = {}): Part[] => {
  const values: Record<string, string | string[]> = {
    subject: subject.id,
    chapter: chapter.id,
    title: 'What is the unit of force?',
    header: 'Units',
    options: ['Newton', 'Joule', 'Watt', 'Pascal'],
    rightChoice: 'Newton',
    videoLink: '',
    comment: 'F = ma',
    ...overrides,
  };
  return Object.entries(values).flatMap(([name, value]) =>
    Array.isArray(value) ? value.map((v) => ({ name, value: v })) : [{ name, value }],
  );
};
const send = (method: 'POST' | 'PUT', url: string, parts: Part[], headers = teacher.headers) => {
  const form = multipart(parts);
  return t.app.inject({ method, url, headers: { ...headers, ...form.headers }, payload: form.payload });
};
const uploads = async () =>
  (
    await readdir(path.join(t.dataDir, 'uploads'), { recursive: true, withFileTypes: true }).catch(() => [])
  ).filter((e) => e.isFile()).length;

describe('question bank', () => {
  it('lets a teacher add, list, edit and delete questions of their subject', async () => {
    const created = await send('POST', '/api/question-bank', question());
    expect(created.statusCode).toBe(201);
    const q = created.json().data;
    expect(q).toMatchObject({
      subject: subject.id,
      chapter: chapter.id,
      title: 'What is the unit of force?',
      questionText: 'What is the unit of force?',
      options: ['Newton', 'Joule', 'Watt', 'Pascal'],
      rightChoice: 'Newton',
      image: null,
    });
    const byChapter = await t.app.inject({
      method: 'GET',
      url: `/api/question-bank/chapter/${chapter.id}`,
      headers: teacher.headers,
    });
    expect(byChapter.json().data.map((x: { _id: string }) => x._id)).toContain(q._id);
    const bySubject = await t.app.inject({
      method: 'GET',
      url: `/api/question-bank?subject=${subject.id}`,
      headers: admin.headers,
    });
    expect(bySubject.json().data.map((x: { _id: string }) => x._id)).toContain(q._id);

    const edited = await send(
      'PUT',
      `/api/question-bank/${q._id}`,
      question({ options: ['Newton', 'Joule', '', ''], title: 'Unit of force' }),
    );
    expect(edited.json()).toMatchObject({
      success: true,
      data: { title: 'Unit of force', options: ['Newton', 'Joule', '', ''] },
    });

    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/question-bank/${q._id}`,
      headers: teacher.headers,
    });
    expect(del.statusCode).toBe(200);
    const after = await t.app.inject({
      method: 'GET',
      url: `/api/question-bank/chapter/${chapter.id}`,
      headers: teacher.headers,
    });
    expect(after.json().data.map((x: { _id: string }) => x._id)).not.toContain(q._id);
  });

  it('takes an image only when Include Image is ticked, and removes it when unticked', async () => {
    const refused = await send('POST', '/api/question-bank', [
      ...question(),
      { name: 'image', filename: 'q.png', content: PNG },
    ]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe("image: tick 'Include Image' to attach an image");
    const before = await uploads();
    const withImage = await send('POST', '/api/question-bank', [
      ...question({ includeImage: 'true' }),
      { name: 'image', filename: 'q.png', content: PNG },
    ]);
    const q = withImage.json().data;
    expect(q.image).toMatch(/^\/api\/question-bank\/.+\/image/);
    expect(
      (await t.app.inject({ method: 'GET', url: q.image, headers: teacher.headers })).rawPayload.equals(PNG),
    ).toBe(true);
    expect(await uploads()).toBe(before + 1);
    const kept = await send('PUT', `/api/question-bank/${q._id}`, question({ includeImage: 'true' }));
    expect(kept.json().data.image).toBe(q.image);
    const removed = await send('PUT', `/api/question-bank/${q._id}`, question({ includeImage: 'false' }));
    expect(removed.json().data.image).toBeNull();
    expect(await uploads()).toBe(before);
  });

  it('validates title, four options, the right choice and the chapter', async () => {
    const other = await makeSubject(t);
    await assignTeacher(t, other.id, teacher.user.id);
    const otherChapter = await makeChapter(t, other.id);
    const cases: [Part[], string | RegExp][] = [
      [question({ title: '' }), 'title: is required'],
      [question({ options: ['a', 'b', 'c'] }), 'options: must have exactly 4 entries'],
      [question({ rightChoice: '' }), 'rightChoice: is required'],
      [question({ rightChoice: 'Volt' }), 'rightChoice: must be one of the non-empty options'],
      [question({ videoLink: 'not a url' }), 'videoLink: must be a valid URL'],
      [question({ chapter: otherChapter.id }), 'chapter: must be a chapter of the chosen subject'],
      [question({ subject: 'x' }), 'subject: must be a valid id'],
    ];
    for (const [parts, message] of cases) {
      const res = await send('POST', '/api/question-bank', parts);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(message);
    }
  });

  it('keeps teachers to their subjects and students out', async () => {
    const foreign = await makeSubject(t);
    const foreignChapter = await makeChapter(t, foreign.id);
    const res = await send(
      'POST',
      '/api/question-bank',
      question({ subject: foreign.id, chapter: foreignChapter.id }),
    );
    expect(res.statusCode).toBe(404);
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/question-bank?subject=${foreign.id}`,
      headers: teacher.headers,
    });
    expect(list.statusCode).toBe(404);
    const all = await t.app.inject({ method: 'GET', url: '/api/question-bank', headers: teacher.headers });
    expect(all.json().data.every((q: { subject: string }) => q.subject !== foreign.id)).toBe(true);
    const student = await signedIn(t, 'student');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/question-bank', headers: student.headers })).statusCode,
    ).toBe(403);
  });

  it('keeps a chapter and its subject from being deleted while questions belong to them', async () => {
    await send('POST', '/api/question-bank', question());
    const chapterDelete = await t.app.inject({
      method: 'DELETE',
      url: `/api/chapters/${chapter.id}`,
      headers: admin.headers,
    });
    expect(chapterDelete.statusCode).toBe(409);
    expect(chapterDelete.json().message).toMatch(
      /^Cannot delete Motion: \d+ question-bank question\(s\) belong to it/,
    );
    const subjectDelete = await t.app.inject({
      method: 'DELETE',
      url: `/api/subjects/${subject.id}`,
      headers: admin.headers,
    });
    expect(subjectDelete.statusCode).toBe(409);
    expect(subjectDelete.json().message).toMatch(/^Cannot delete Physics: /);
  });
});
