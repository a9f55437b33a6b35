import { eq } from 'drizzle-orm';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { attachment, handInSuite } from '../../../test/hand-ins.js';
import { get } from '../../../test/requests.js';
import { students, users } from '../../db/schema/index.js';
import { pathSegment } from './hand-ins-zip.js';

const { suite, newHomework, newExam, submitHomework, submitExam } = handInSuite();

async function zipOf(path: string, headers: Record<string, string>) {
  const res = await get(suite.t, path, headers);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('application/zip');
  const zip = await JSZip.loadAsync(res.rawPayload);
  const entries = new Map<string, Buffer>();
  for (const entry of Object.values(zip.files)) {
    if (!entry.dir) entries.set(entry.name, await entry.async('nodebuffer'));
  }
  return { res, entries };
}

async function folderOf(who: { user: { id: string } }) {
  const [row] = await suite.t.database.db
    .select({ firstName: users.firstName, lastName: users.lastName, code: students.studentId })
    .from(users)
    .innerJoin(students, eq(students.userId, users.id))
    .where(eq(users.id, who.user.id));
  return `${row!.firstName} ${row!.lastName} (${row!.code})`;
}

describe('GET /api/homeworks/:id/submissions.zip and /api/exams/:id/submissions.zip', () => {
  it("holds every hand-in's files byte for byte, a folder per student, names in any script kept", async () => {
    const { s, t } = suite;
    // The classmate's name is Arabic, and two of their files have one name.
    await t.database.db
      .update(users)
      .set({ firstName: 'ليلى', lastName: 'سمير' })
      .where(eq(users.id, s.classmate.user.id));
    const homework = await newHomework();
    const photo = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 1, 2, 3, 250, 251]);
    expect(
      (
        await submitHomework(homework._id, [
          attachment('answers.pdf', 'page one'),
          attachment('work.jpg', photo),
        ])
      ).statusCode,
    ).toBe(201);
    expect(
      (
        await submitHomework(
          homework._id,
          [attachment('حل الواجب.pdf', 'الصفحة الأولى'), attachment('حل الواجب.pdf', 'second copy')],
          s.classmate,
        )
      ).statusCode,
    ).toBe(201);

    const { res, entries } = await zipOf(`/api/homeworks/${homework._id}/submissions.zip`, s.teacher.headers);
    expect(res.headers['content-disposition']).toContain(
      "filename*=UTF-8''Forces%20worksheet%20hand-ins.zip",
    );
    const [mine, theirs] = [await folderOf(s.student), await folderOf(s.classmate)];
    expect(theirs.startsWith('ليلى سمير')).toBe(true);
    expect(new Map([...entries].map(([name, bytes]) => [name, bytes.toString('hex')]))).toEqual(
      new Map([
        [`${mine}/answers.pdf`, Buffer.from('page one').toString('hex')],
        [`${mine}/work.jpg`, photo.toString('hex')],
        [`${theirs}/حل الواجب.pdf`, Buffer.from('الصفحة الأولى').toString('hex')],
        [`${theirs}/حل الواجب (2).pdf`, Buffer.from('second copy').toString('hex')],
      ]),
    );
    // The admin reads the same archive.
    expect([
      ...(await zipOf(`/api/homeworks/${homework._id}/submissions.zip`, s.admin.headers)).entries.keys(),
    ]).toEqual([...entries.keys()]);
  });

  it("is an empty archive for work nobody handed in, and the exam's own for an exam", async () => {
    const { s } = suite;
    const exam = await newExam();
    expect((await zipOf(`/api/exams/${exam._id}/submissions.zip`, s.teacher.headers)).entries.size).toBe(0);
    expect((await submitExam(exam._id, [attachment('exam.pdf', 'my exam', 'files[]')])).statusCode).toBe(201);
    const { entries } = await zipOf(`/api/exams/${exam._id}/submissions.zip`, s.teacher.headers);
    expect([...entries.keys()]).toEqual([`${await folderOf(s.student)}/exam.pdf`]);
  });

  it('answers 404 outside the subject and for a missing or malformed id, 403 to students and parents', async () => {
    const { s, t } = suite;
    const homework = await newHomework(undefined, 'Private sheet');
    expect((await submitHomework(homework._id, [attachment('secret.pdf', 'secret')])).statusCode).toBe(201);
    for (const [path, headers, status] of [
      [`/api/homeworks/${homework._id}/submissions.zip`, s.otherTeacher.headers, 404],
      ['/api/homeworks/00000000-0000-4000-8000-000000000000/submissions.zip', s.teacher.headers, 404],
      ['/api/homeworks/not-an-id/submissions.zip', s.teacher.headers, 404],
      // An exam's archive does not open a homework's hand-ins.
      [`/api/exams/${homework._id}/submissions.zip`, s.teacher.headers, 404],
      [`/api/homeworks/${homework._id}/submissions.zip`, s.student.headers, 403],
      [`/api/homeworks/${homework._id}/submissions.zip`, s.student.parent.headers, 403],
    ] as const) {
      const res = await get(t, path, headers);
      expect(res.statusCode, path).toBe(status);
      expect(res.body).not.toContain('secret');
    }
  });
});

describe('pathSegment', () => {
  it('keeps letters of any script and turns slashes and control characters into spaces', () => {
    expect(pathSegment('حل الواجب.pdf', 'x')).toBe('حل الواجب.pdf');
    expect(pathSegment('a/b\\c\u0000d.pdf', 'x')).toBe('a b c d.pdf');
    expect(pathSegment('..', 'file 1')).toBe('file 1');
    expect(pathSegment('  ', 'file 1')).toBe('file 1');
  });
});
