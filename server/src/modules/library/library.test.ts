import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/app.js';
import { makeChapter } from '../../../test/factories.js';
import { call, fields, filesOnDisk, get, pdf, rowCount, sendForm } from '../../../test/requests.js';
import { makeSchool } from '../../../test/school.js';
import { files, libraryItems, notifications } from '../../db/schema/index.js';

let t: TestContext;
let school: Awaited<ReturnType<typeof makeSchool>>;
beforeAll(async () => {
  t = await createTestApp();
  school = await makeSchool(t);
});
afterAll(() => t.close());

const material = (overrides: Record<string, string> = {}) =>
  fields({
    title: 'Motion notes',
    description: 'Graphs of motion',
    type: 'material',
    subject: school.subject.id,
    chapter: school.chapter.id,
    tags: 'graphs, revision , ,graphs',
    isPublic: 'false',
    ...overrides,
  });
const recording = (overrides: Record<string, string> = {}) =>
  fields({
    title: 'Motion lesson',
    type: 'recording',
    subject: school.subject.id,
    chapter: school.chapter.id,
    recordingUrl: 'https://www.youtube.com/watch?v=abc123',
    recordingDuration: '45',
    recordingPlatform: 'youtube',
    ...overrides,
  });
const PDF_BYTES = Buffer.from('%PDF-1.7\n'.padEnd(5000, 'x'));

async function addMaterial(
  headers: Record<string, string>,
  parts = material(),
  file = pdf('notes.pdf', PDF_BYTES),
) {
  return sendForm(t, 'POST', '/api/library', [...parts, file], headers);
}

describe('adding library items', () => {
  it('a teacher adds a material to their subject: stored, tagged, and its students told', async () => {
    const before = await rowCount(t, notifications);
    const reply = await addMaterial(school.teacher.headers);
    expect(reply.statusCode, reply.body).toBe(201);
    const body = reply.json();
    expect(body.message).toBe('Library item added successfully!');
    expect(body.data).toMatchObject({
      title: 'Motion notes',
      type: 'material',
      tags: ['graphs', 'revision'],
      isPublic: false,
      subject: { _id: school.subject.id, name: 'Physics' },
      chapter: { _id: school.chapter.id, order: 1, title: 'Motion' },
      uploadedBy: { firstName: school.teacher.user.firstName },
      file: { originalName: 'notes.pdf', size: PDF_BYTES.length, mimeType: 'application/pdf' },
      fileUrl: `/api/library/${body.data._id}/file`,
      downloadCount: 0,
      canManage: true,
    });
    // The subject's two active students are told, with a link to the chapter.
    expect((await rowCount(t, notifications)) - before).toBe(2);
    const [note] = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, school.student.user.id));
    expect(note).toMatchObject({
      title: 'New in the library: Motion notes',
      link: `/library/${school.subject.id}/${school.chapter.id}`,
    });
  });

  it('an admin adds a recording', async () => {
    const reply = await sendForm(t, 'POST', '/api/library', recording(), school.admin.headers);
    expect(reply.statusCode, reply.body).toBe(201);
    expect(reply.json().data).toMatchObject({
      type: 'recording',
      recordingUrl: 'https://www.youtube.com/watch?v=abc123',
      recordingDuration: 45,
      recordingPlatform: 'youtube',
      file: null,
      fileUrl: null,
    });
  });

  it('refuses bad input with a message naming the field, and keeps nothing', async () => {
    const items = await rowCount(t, libraryItems);
    const fileRows = await rowCount(t, files);
    const onDisk = await filesOnDisk(t);
    const cases: [ReturnType<typeof fields>, string][] = [
      [[...material({ title: '' }), pdf('a.pdf', PDF_BYTES)], 'title'],
      [[...material({ chapter: '' }), pdf('a.pdf', PDF_BYTES)], 'chapter'],
      [[...material({ chapter: school.otherChapter.id }), pdf('a.pdf', PDF_BYTES)], 'chapter'],
      [[...material({ type: 'video' }), pdf('a.pdf', PDF_BYTES)], 'type'],
      [material(), 'file'],
      [[...material(), pdf('tool.exe', 'MZ\x90\x00')], 'file'],
      // A program renamed .pdf: refused by its content, and its bytes removed.
      [
        [...material(), pdf('tool.pdf', Buffer.concat([Buffer.from('MZ\x90\x00'), Buffer.alloc(200_000)]))],
        'file',
      ],
      [[...material(), pdf('notes.docx', PDF_BYTES)], 'file'],
      [[...recording({ recordingUrl: '' })], 'recordingUrl'],
      [[...recording({ recordingUrl: 'not a link' })], 'recordingUrl'],
      [[...recording({ recordingDuration: '0' })], 'recordingDuration'],
      [[...recording({ recordingDuration: 'long' })], 'recordingDuration'],
      [[...recording({ recordingPlatform: '' })], 'recordingPlatform'],
      [[...recording(), pdf('a.pdf', PDF_BYTES)], 'file'],
      [[...material({ isPublic: 'maybe' }), pdf('a.pdf', PDF_BYTES)], 'isPublic'],
    ];
    for (const [parts, field] of cases) {
      const reply = await sendForm(t, 'POST', '/api/library', parts, school.admin.headers);
      expect(reply.statusCode, `${field}: ${reply.body}`).toBe(400);
      expect(reply.json().message).toContain(field);
    }
    expect(await rowCount(t, libraryItems)).toBe(items);
    expect(await rowCount(t, files)).toBe(fileRows);
    expect(await filesOnDisk(t)).toBe(onDisk);
  });

  it('keeps a file name to 255 characters, its extension intact', async () => {
    const long = `${'ن'.repeat(300)}.pdf`;
    const reply = await addMaterial(
      school.admin.headers,
      material({ title: 'Long name' }),
      pdf(long, PDF_BYTES),
    );
    expect(reply.statusCode, reply.body).toBe(201);
    const name: string = reply.json().data.file.originalName;
    expect([...name]).toHaveLength(255);
    expect(name).toBe(`${'ن'.repeat(251)}.pdf`);
    await call(t, 'DELETE', `/api/library/${reply.json().data._id}`, school.admin.headers);
  });

  it('refuses a file over 50 MB with 413 and keeps nothing of it', async () => {
    const onDisk = await filesOnDisk(t);
    const big = Buffer.alloc(50 * 1024 * 1024 + 10, 0x20);
    big.write('%PDF-1.7');
    const reply = await addMaterial(school.admin.headers, material(), pdf('big.pdf', big));
    expect(reply.statusCode).toBe(413);
    // The connection closes after the reply, so the rest of an oversized body is not read.
    expect(reply.headers.connection).toBe('close');
    expect(await filesOnDisk(t)).toBe(onDisk);
  });

  it('keeps each teacher to their subjects; students and parents cannot add', async () => {
    expect((await addMaterial(school.otherTeacher.headers)).statusCode).toBe(404);
    expect((await addMaterial(school.student.headers)).statusCode).toBe(403);
    expect((await addMaterial(school.student.parent.headers)).statusCode).toBe(403);
  });
});

describe('who sees what', () => {
  let privateId: string;
  let publicId: string;
  beforeAll(async () => {
    privateId = (await addMaterial(school.teacher.headers, material({ title: 'Private sheet' }))).json().data
      ._id;
    publicId = (
      await addMaterial(
        school.teacher.headers,
        material({ title: 'Open sheet', isPublic: 'true', tags: 'kinematics' }),
      )
    ).json().data._id;
  });

  const titles = async (headers: Record<string, string>, query = '') =>
    ((await get(t, `/api/library?limit=100${query}`, headers)).json().data as { title: string }[]).map(
      (i) => i.title,
    );

  it('students of the subject and their parents see its items; others only public ones', async () => {
    expect(await titles(school.student.headers)).toEqual(
      expect.arrayContaining(['Private sheet', 'Open sheet']),
    );
    expect(await titles(school.student.parent.headers)).toEqual(
      expect.arrayContaining(['Private sheet', 'Open sheet']),
    );
    for (const outsider of [school.outsider, school.lapsed]) {
      const seen = await titles(outsider.headers);
      expect(seen).toContain('Open sheet');
      expect(seen).not.toContain('Private sheet');
    }
    expect(await titles(school.outsider.parent.headers)).not.toContain('Private sheet');
    // The other subject's teacher sees the public item, read only.
    const other = (
      await get(t, `/api/library/chapter/${school.chapter.id}`, school.otherTeacher.headers)
    ).json();
    expect(other.data.map((i: { title: string; canManage: boolean }) => [i.title, i.canManage])).toEqual([
      ['Open sheet', false],
    ]);
  });

  it('searches title, description and tags; filters by type and chapter', async () => {
    expect(await titles(school.admin.headers, '&search=KINEMAT')).toEqual(['Open sheet']);
    expect(await titles(school.admin.headers, '&search=graphs%20of')).toEqual(
      expect.arrayContaining(['Private sheet', 'Open sheet', 'Motion notes']),
    );
    expect(await titles(school.admin.headers, '&type=recording')).toEqual(['Motion lesson']);
    expect(await titles(school.admin.headers, `&chapter=${school.otherChapter.id}`)).toEqual([]);
    const page = (await get(t, '/api/library?limit=2&page=2', school.admin.headers)).json();
    expect(page.pagination).toMatchObject({ page: 2, limit: 2, totalPages: 2 });
  });

  it('a download outside scope is 404 and sends no bytes; inside it counts', async () => {
    const refused = await call(t, 'POST', `/api/library/${privateId}/download`, school.outsider.headers);
    expect(refused.statusCode).toBe(404);
    expect(refused.body).not.toContain('%PDF');
    const reply = await call(t, 'POST', `/api/library/${privateId}/download`, school.student.headers);
    expect(reply.statusCode).toBe(200);
    expect(reply.rawPayload.equals(PDF_BYTES)).toBe(true);
    expect(reply.headers['content-disposition']).toBe(
      `attachment; filename="notes.pdf"; filename*=UTF-8''notes.pdf`,
    );
    expect(reply.headers['x-content-type-options']).toBe('nosniff');
    expect(reply.headers['content-type']).toBe('application/pdf');
    const item = (await get(t, `/api/library/chapter/${school.chapter.id}`, school.student.headers))
      .json()
      .data.find((i: { _id: string }) => i._id === privateId);
    expect(item.downloadCount).toBe(1);
  });

  it('the GET link answers Range requests; only a request from the first byte counts', async () => {
    const url = `/api/library/${publicId}/file`;
    const first = await t.app.inject({
      method: 'GET',
      url,
      headers: { ...school.outsider.headers, range: 'bytes=0-3' },
    });
    expect(first.statusCode).toBe(206);
    expect(first.body).toBe('%PDF');
    expect(first.headers['content-range']).toBe(`bytes 0-3/${PDF_BYTES.length}`);
    expect(first.headers['accept-ranges']).toBe('bytes');
    expect(first.headers['content-disposition']).toMatch(/^inline; /);
    const later = await t.app.inject({
      method: 'GET',
      url,
      headers: { ...school.outsider.headers, range: 'bytes=4999-' },
    });
    expect(later.statusCode).toBe(206);
    expect(later.body).toBe('x');
    const past = await t.app.inject({
      method: 'GET',
      url,
      headers: { ...school.outsider.headers, range: 'bytes=5000-' },
    });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${PDF_BYTES.length}`);
    const whole = await get(t, url, school.outsider.headers);
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload.equals(PDF_BYTES)).toBe(true);
    const [row] = await t.database.db.select().from(libraryItems).where(eq(libraryItems.id, publicId));
    expect(row?.downloadCount).toBe(2);
  });

  it('browsing: own subjects with all chapters, others only through public items', async () => {
    const extra = await makeChapter(t, school.subject.id, 2, 'Forces');
    const mine = (await get(t, '/api/library/subjects', school.student.headers)).json().data;
    expect(mine.map((s: { name: string }) => s.name)).toEqual(['Physics']);
    const physics = (
      await get(t, `/api/library/subjects/${school.subject.id}`, school.student.headers)
    ).json().data;
    expect(physics.chapters.map((c: { order: number; title: string }) => `${c.order}: ${c.title}`)).toEqual([
      '1: Motion',
      '2: Forces',
    ]);
    expect(physics.chapters[1].itemCount).toBe(0);
    // The outsider reaches Physics only through its public item: one subject entry, one chapter.
    const theirs = (await get(t, '/api/library/subjects', school.outsider.headers)).json().data;
    expect(theirs.map((s: { name: string; itemCount: number }) => [s.name, s.itemCount])).toEqual([
      ['Chemistry', 0],
      ['Physics', 1],
    ]);
    const seen = (await get(t, `/api/library/subjects/${school.subject.id}`, school.outsider.headers)).json()
      .data;
    expect(seen.chapters.map((c: { _id: string }) => c._id)).toEqual([school.chapter.id]);
    expect((await get(t, `/api/library/chapter/${extra.id}`, school.outsider.headers)).statusCode).toBe(404);
    expect(
      (await get(t, `/api/library/subjects/${school.otherSubject.id}`, school.student.headers)).statusCode,
    ).toBe(404);
    const recent = (await get(t, '/api/library/recent', school.student.headers)).json().data;
    expect(recent[0].title).toBe('Open sheet');
  });
});

describe('changing and removing items', () => {
  it('edits keep type, subject and chapter; a new file replaces the old one and its bytes go', async () => {
    const created = (await addMaterial(school.teacher.headers, material({ title: 'Old sheet' }))).json().data;
    const onDisk = await filesOnDisk(t);
    const reply = await sendForm(
      t,
      'PUT',
      `/api/library/${created._id}`,
      [
        ...fields({ title: 'New sheet', tags: 'a,b', isPublic: 'on', type: 'recording' }),
        pdf('نظرة.pdf', '%PDF-1.4 new'),
      ],
      school.teacher.headers,
    );
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json()).toMatchObject({
      message: 'Library item updated successfully!',
      data: {
        title: 'New sheet',
        type: 'material',
        tags: ['a', 'b'],
        isPublic: true,
        file: { originalName: 'نظرة.pdf' },
      },
    });
    expect(await filesOnDisk(t)).toBe(onDisk);
    const download = await call(t, 'POST', `/api/library/${created._id}/download`, school.student.headers);
    expect(download.body).toBe('%PDF-1.4 new');
    expect(download.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent('نظرة.pdf')}`,
    );
  });

  it('a recording is edited with its recording fields and counts views', async () => {
    const created = (await sendForm(t, 'POST', '/api/library', recording(), school.teacher.headers)).json()
      .data;
    const bad = await sendForm(
      t,
      'PUT',
      `/api/library/${created._id}`,
      fields({
        title: 'Lesson',
        recordingUrl: 'https://vimeo.com/1',
        recordingDuration: '-3',
        recordingPlatform: 'vimeo',
      }),
      school.teacher.headers,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('recordingDuration');
    const good = await sendForm(
      t,
      'PUT',
      `/api/library/${created._id}`,
      fields({
        title: 'Lesson',
        recordingUrl: 'https://vimeo.com/1',
        recordingDuration: '30',
        recordingPlatform: 'vimeo',
      }),
      school.teacher.headers,
    );
    expect(good.json().data).toMatchObject({
      recordingUrl: 'https://vimeo.com/1',
      recordingPlatform: 'vimeo',
    });
    const view = await call(t, 'POST', `/api/library/${created._id}/view`, school.student.headers);
    expect(view.json()).toEqual({ success: true, recordingUrl: 'https://vimeo.com/1', viewCount: 1 });
    expect(
      (await call(t, 'POST', `/api/library/${created._id}/download`, school.student.headers)).statusCode,
    ).toBe(400);
  });

  it('deletes remove the file; other teachers and students cannot; the chapter is held while items remain', async () => {
    const created = (
      await addMaterial(school.teacher.headers, material({ title: 'Doomed', isPublic: 'true' }))
    ).json().data;
    const onDisk = await filesOnDisk(t);
    expect(
      (await call(t, 'DELETE', `/api/library/${created._id}`, school.otherTeacher.headers)).statusCode,
    ).toBe(403);
    expect((await call(t, 'DELETE', `/api/library/${created._id}`, school.student.headers)).statusCode).toBe(
      403,
    );
    const chapterDelete = await call(t, 'DELETE', `/api/chapters/${school.chapter.id}`, school.admin.headers);
    expect(chapterDelete.statusCode).toBe(409);
    const removed = await call(t, 'DELETE', `/api/library/${created._id}`, school.teacher.headers);
    expect(removed.json()).toEqual({ success: true, message: 'Library item deleted successfully!' });
    expect(await filesOnDisk(t)).toBe(onDisk - 1);
    expect(
      (await call(t, 'POST', `/api/library/${created._id}/download`, school.teacher.headers)).statusCode,
    ).toBe(404);
  });
});
