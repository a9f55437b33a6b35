import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { assignTeacher, makeChapter, makeSubject } from '../../../test/factories.js';
import { homeworksSuite } from '../../../test/homeworks.js';
import { filesOnDisk, get, pdf } from '../../../test/requests.js';
import { makeQuestion } from '../../../test/school.js';
import { homeworks } from '../../db/schema/index.js';

/**
 * Managing homeworks: who may, the staff list, edits and deletes, the counts per chapter, and the
 * deletes a homework refuses.
 */

const s = homeworksSuite();

describe('who manages homeworks', () => {
  it('keeps teachers to their subjects and students and parents out', async () => {
    const foreign = await s.create(s.form({ subject: s.otherSubject.id, chapter: s.otherChapter.id }));
    expect(foreign.statusCode).toBe(404);
    const theirs = await s.create(
      s.form({ subject: s.otherSubject.id, chapter: s.otherChapter.id, title: 'Atoms sheet' }),
      s.otherTeacher.headers,
    );
    expect(theirs.statusCode).toBe(201);
    const id = theirs.json().data._id;
    expect((await s.update(id, s.form())).statusCode).toBe(404);
    expect((await s.remove(id)).statusCode).toBe(404);
    // One of the teacher's own, so the list below is not empty.
    const own = await s.create(s.form({ title: 'Motion sheet' }));
    expect(own.statusCode).toBe(201);
    const list = await get(s.t, '/api/homeworks?limit=100', s.teacher.headers);
    expect(list.json().data.map((h: { _id: string }) => h._id)).toContain(own.json().data._id);
    expect(list.json().data.every((h: { subject: { _id: string } }) => h.subject._id === s.subject.id)).toBe(
      true,
    );
    for (const who of [s.student, s.student.parent]) {
      expect((await get(s.t, '/api/homeworks', who.headers)).statusCode).toBe(403);
      expect((await s.create(s.form(), who.headers)).statusCode).toBe(403);
      expect((await s.remove(id, who.headers)).statusCode).toBe(403);
    }
    expect((await get(s.t, '/api/homeworks', {})).statusCode).toBe(401);
  });

  it('pages the staff list (10 by default) with totalPages and totalCount, newest first', async () => {
    // More than a page of 10, with the homeworks the tests above made.
    for (let i = 0; i < 11; i++)
      expect((await s.create(s.form({ title: `Paged ${i}` }))).statusCode).toBe(201);
    const all = await get(s.t, '/api/homeworks?limit=100', s.admin.headers);
    const totalCount = all.json().totalCount;
    expect(totalCount).toBeGreaterThan(10);
    const first = await get(s.t, '/api/homeworks', s.admin.headers);
    expect(first.json()).toMatchObject({ success: true, totalCount, totalPages: Math.ceil(totalCount / 10) });
    expect(first.json().data).toHaveLength(10);
    const second = await get(s.t, '/api/homeworks?page=2&limit=5', s.admin.headers);
    expect(second.json().data.map((h: { _id: string }) => h._id)).toEqual(
      all
        .json()
        .data.slice(5, 10)
        .map((h: { _id: string }) => h._id),
    );
    const created = all.json().data.map((h: { createdAt: string }) => h.createdAt);
    expect([...created].sort().reverse()).toEqual(created);
    expect((await get(s.t, '/api/homeworks?limit=101', s.admin.headers)).statusCode).toBe(400);
  });
});

describe('editing and deleting homeworks', () => {
  it('updates fields and questions, replaces the file and adds a correction file', async () => {
    const [q1, q2] = [
      await makeQuestion(s.t, s.subject.id, s.chapter.id),
      await makeQuestion(s.t, s.subject.id, s.chapter.id, ['A', 'B', '', '']),
    ];
    const created = (await s.create([...s.form({ questions: [q1!.id] }), pdf('old.pdf', 'old')])).json().data;
    const disk = await filesOnDisk(s.t);
    const chapter2 = await makeChapter(s.t, s.subject.id, 2, 'Energy');
    const res = await s.update(created._id, [
      ...s.form({
        title: 'Energy sheet',
        chapter: chapter2.id,
        questions: [q2!.id, q1!.id],
        dueDate: '2031-01-01T08:00',
      }),
      pdf('new.pdf', 'new'),
      { ...pdf('answers.pdf', 'answers'), name: 'correctionFile' },
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Homework updated successfully!',
      data: {
        title: 'Energy sheet',
        chapter: { _id: chapter2.id, title: 'Energy', order: 2 },
        dueDate: '2031-01-01T08:00:00.000Z',
        file: { originalName: 'new.pdf' },
        correctionFile: { originalName: 'answers.pdf' },
        correctionFileUrl: `/api/homeworks/${created._id}/correction-file`,
      },
    });
    expect(res.json().data.questions.map((q: { _id: string }) => q._id)).toEqual([q2!.id, q1!.id]);
    expect((await get(s.t, created.fileUrl, s.admin.headers)).body).toBe('new');
    expect((await get(s.t, res.json().data.correctionFileUrl, s.teacher.headers)).body).toBe('answers');
    // old.pdf went; new.pdf and answers.pdf came.
    expect(await filesOnDisk(s.t)).toBe(disk + 1);

    const kept = await s.update(created._id, s.form({ title: 'Energy sheet 2' }));
    expect(kept.json().data).toMatchObject({ file: { originalName: 'new.pdf' }, questions: [] });
    const twice = await s.update(created._id, [...s.form(), pdf('a.pdf'), pdf('b.pdf')]);
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toBe('file: only one file can be attached');
    expect(await filesOnDisk(s.t)).toBe(disk + 1);
  });

  it('deletes a homework with its files', async () => {
    const created = (await s.create([...s.form(), pdf()])).json().data;
    const disk = await filesOnDisk(s.t);
    const res = await s.remove(created._id);
    expect(res.json()).toEqual({ success: true, message: 'Homework deleted successfully!' });
    expect(await filesOnDisk(s.t)).toBe(disk - 1);
    expect((await s.remove(created._id)).statusCode).toBe(404);
    expect((await s.t.database.db.select().from(homeworks).where(eq(homeworks.id, created._id))).length).toBe(
      0,
    );
  });
});

describe('homework counts per chapter', () => {
  it('counts the homeworks of every chapter of a subject, for its staff only', async () => {
    const subjectChapters = await get(s.t, `/api/chapters/subject/${s.subject.id}`, s.admin.headers);
    const res = await get(s.t, `/api/chapters/${s.subject.id}/homework-counts`, s.teacher.headers);
    expect(res.statusCode).toBe(200);
    const counts = res.json().counts;
    expect(Object.keys(counts).sort()).toEqual(
      subjectChapters
        .json()
        .data.map((c: { _id: string }) => c._id)
        .sort(),
    );
    const stored = await s.t.database.db
      .select()
      .from(homeworks)
      .where(and(eq(homeworks.subjectId, s.subject.id), eq(homeworks.chapterId, s.chapter.id)));
    expect(counts[s.chapter.id]).toBe(stored.length);
    const fresh = await makeChapter(s.t, s.subject.id, 9, 'Empty');
    expect(
      (await get(s.t, `/api/chapters/${s.subject.id}/homework-counts`, s.admin.headers)).json().counts[
        fresh.id
      ],
    ).toBe(0);
    expect(
      (await get(s.t, `/api/chapters/${s.otherSubject.id}/homework-counts`, s.teacher.headers)).statusCode,
    ).toBe(404);
    expect(
      (await get(s.t, `/api/chapters/${s.subject.id}/homework-counts`, s.student.headers)).statusCode,
    ).toBe(403);
  });
});

describe('keeping data', () => {
  it('refuses deleting a question a homework uses, and its chapter and subject while homeworks belong to them', async () => {
    const subject = await makeSubject(s.t, { name: 'Biology' });
    const chapter = await makeChapter(s.t, subject.id, 1, 'Cells');
    await assignTeacher(s.t, subject.id, s.teacher.user.id);
    const question = await makeQuestion(s.t, subject.id, chapter.id);
    const hw = (
      await s.create(s.form({ subject: subject.id, chapter: chapter.id, questions: [question.id] }))
    ).json().data;
    const del = (url: string) => s.t.app.inject({ method: 'DELETE', url, headers: s.admin.headers });

    const questionDelete = await del(`/api/question-bank/${question.id}`);
    expect(questionDelete.statusCode).toBe(409);
    expect(questionDelete.json().message).toBe('Cannot delete this question: 1 homework(s) use it.');

    // Without the question, only the homework holds the chapter and the subject.
    expect((await s.update(hw._id, s.form({ subject: subject.id, chapter: chapter.id }))).statusCode).toBe(
      200,
    );
    expect((await del(`/api/question-bank/${question.id}`)).statusCode).toBe(200);
    const chapterDelete = await del(`/api/chapters/${chapter.id}`);
    expect(chapterDelete.statusCode).toBe(409);
    expect(chapterDelete.json().message).toBe('Cannot delete Cells: 1 homework(s) belong to it.');
    const subjectDelete = await del(`/api/subjects/${subject.id}`);
    expect(subjectDelete.statusCode).toBe(409);
    expect(subjectDelete.json().message).toBe('Cannot delete Biology: 1 homework(s) belong to it.');

    expect((await s.remove(hw._id)).statusCode).toBe(200);
    expect((await del(`/api/chapters/${chapter.id}`)).statusCode).toBe(200);
    expect((await del(`/api/subjects/${subject.id}`)).statusCode).toBe(200);
  });
});
