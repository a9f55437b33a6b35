import path from 'node:path';
import { Readable } from 'node:stream';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/app.js';
import { attachment, handInSuite, type School } from '../../../test/hand-ins.js';
import { daysFromNow, fields, get, sendForm } from '../../../test/requests.js';
import { files, homeworkSubmissionFiles } from '../../db/schema/index.js';
import { LocalDiskStorage } from '../../plugins/storage.js';

const { suite, newHomework, submitHomework } = handInSuite();
let t: TestContext;
let s: School;
beforeAll(() => {
  ({ t, s } = suite);
});

// Reading hand-ins: the student, their parent and the subject's staff, and nobody else.
describe('reading submissions', () => {
  let sub: { _id: string; files: { url: string }[] };
  let hwId: string;
  beforeAll(async () => {
    hwId = (await newHomework(daysFromNow(5), 'Private work'))._id;
    sub = (await submitHomework(hwId, [attachment('mine.pdf', 'my work')])).json().data;
  });

  it('lets the student, their parent and the subject’s staff download the files, and nobody else', async () => {
    for (const who of [s.student, s.student.parent, s.teacher, s.admin]) {
      const res = await get(t, sub.files[0]!.url, who.headers);
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe('my work');
    }
    for (const who of [s.classmate, s.classmate.parent, s.outsider, s.otherTeacher]) {
      const res = await get(t, sub.files[0]!.url, who.headers);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Submission not found');
    }
    expect((await get(t, sub.files[0]!.url, {})).statusCode).toBe(401);
  });

  it('answers 404 for a bad id or index', async () => {
    const base = `/api/homework-submissions/${sub._id}`;
    for (const url of [
      `${base}/file/1`,
      `${base}/file/-1`,
      `${base}/file/abc`,
      `${base}/correction-file/0`,
      '/api/homework-submissions/not-an-id/file/0',
      '/api/homework-submissions/6f1c1c1e-0000-4000-8000-000000000000/file/0',
      `/api/exam-submissions/${sub._id}/file/0`,
    ]) {
      expect((await get(t, url, s.admin.headers)).statusCode, url).toBe(404);
    }
  });

  it('serves correction files by index with the same permissions', async () => {
    // Grading attaches correction files; here one is stored directly.
    const storage = new LocalDiskStorage(path.join(t.dataDir, 'uploads'));
    await storage.put('test/correction.pdf', Readable.from(['marked']));
    const [file] = await t.database.db
      .insert(files)
      .values({
        storageKey: 'test/correction.pdf',
        originalName: 'Marked – work.pdf',
        size: 6,
        mimeType: 'application/pdf',
      })
      .returning();
    await t.database.db
      .insert(homeworkSubmissionFiles)
      .values({ submissionId: sub._id, fileId: file!.id, kind: 'correction', position: 0 });
    const mine = (await get(t, `/api/homework-submissions/my/${hwId}`, s.student.headers)).json().submission;
    const url = `/api/homework-submissions/${sub._id}/correction-file/0`;
    expect(mine.correctionFiles).toEqual([
      { index: 0, originalName: 'Marked – work.pdf', filename: 'correction.pdf', size: 6, url },
    ]);
    const res = await get(t, url, s.student.parent.headers);
    expect(res.body).toBe('marked');
    expect(res.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent('Marked – work.pdf')}`,
    );
    expect((await get(t, url, s.classmate.headers)).statusCode).toBe(404);
  });

  it("lets a parent read their own child's submissions with ?student, and nobody else's", async () => {
    const parent = s.student.parent;
    const list = await get(t, `/api/homework-submissions/my?student=${s.student.profile.id}`, parent.headers);
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((x: { _id: string }) => x._id)).toContain(sub._id);
    const one = await get(
      t,
      `/api/homework-submissions/my/${hwId}?student=${s.student.profile.id}`,
      parent.headers,
    );
    expect(one.json()).toMatchObject({ submitted: true, submission: { _id: sub._id } });

    const other = await get(
      t,
      `/api/homework-submissions/my?student=${s.classmate.profile.id}`,
      parent.headers,
    );
    expect(other.statusCode).toBe(404);
    const none = await get(t, '/api/homework-submissions/my', parent.headers);
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('student: choose one of your children');
    const peeking = await get(
      t,
      `/api/homework-submissions/my?student=${s.student.profile.id}`,
      s.classmate.headers,
    );
    expect(peeking.statusCode).toBe(404);
    const own = await get(t, '/api/homework-submissions/my', s.classmate.headers);
    expect(own.json().data.map((x: { _id: string }) => x._id)).not.toContain(sub._id);
    expect((await get(t, '/api/homework-submissions/my', s.teacher.headers)).statusCode).toBe(403);
  });

  it('counts submissions on the staff list, and refuses deleting or moving a homework that has them', async () => {
    const listed = (await get(t, '/api/homeworks?limit=100', s.teacher.headers))
      .json()
      .data.find((h: { _id: string }) => h._id === hwId);
    expect(listed.submissionCount).toBe(1);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/homeworks/${hwId}`,
      headers: s.admin.headers,
    });
    expect(del.statusCode).toBe(409);
    expect(del.json().message).toBe('Cannot delete Private work: 1 submission(s) exist.');
    const move = await sendForm(
      t,
      'PUT',
      `/api/homeworks/${hwId}`,
      fields({
        title: 'Private work',
        subject: s.otherSubject.id,
        chapter: s.otherChapter.id,
        dueDate: daysFromNow(5),
      }),
      s.admin.headers,
    );
    expect(move.statusCode).toBe(409);
    expect(move.json().message).toBe('Cannot move Private work to another subject: 1 submission(s) exist.');
  });
});
