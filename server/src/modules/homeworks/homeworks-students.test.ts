import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { homeworksSuite } from '../../../test/homeworks.js';
import { daysFromNow, fields, get, pdf, sendForm } from '../../../test/requests.js';
import { makeQuestion } from '../../../test/school.js';
import { homeworks } from '../../db/schema/index.js';

/** Homeworks as students and parents see them: the list, the files and question images. */

const s = homeworksSuite();

describe('homeworks for students', () => {
  it('lists the homeworks of active enrolments only, soonest due first, without the answers', async () => {
    const question = await makeQuestion(s.t, s.subject.id, s.chapter.id);
    // Made first and due later, so the order below is the due dates', not the order made.
    expect((await s.create(s.form({ title: 'Due in a week' }))).statusCode).toBe(201);
    const soon = (
      await s.create(s.form({ title: 'Due soon', dueDate: daysFromNow(0.5), questions: [question.id] }))
    ).json().data;
    await s.create(
      s.form({ subject: s.otherSubject.id, chapter: s.otherChapter.id, title: 'Not yours' }),
      s.otherTeacher.headers,
    );
    const res = await get(s.t, '/api/homeworks/student/my-homeworks?limit=100', s.student.headers);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.data.every((h: { subject: { _id: string } }) => h.subject._id === s.subject.id)).toBe(true);
    expect(body.totalCount).toBe(
      await s.t.database.db.$count(homeworks, eq(homeworks.subjectId, s.subject.id)),
    );
    const due = body.data.map((h: { dueDate: string }) => h.dueDate);
    expect(due.length).toBeGreaterThan(1);
    expect([...due].sort()).toEqual(due);
    const mine = body.data.find((h: { _id: string }) => h._id === soon._id);
    expect(mine.questions[0]).toMatchObject({ _id: question.id, options: question.options });
    expect(mine.questions[0]).not.toHaveProperty('rightChoice');
    expect(mine).not.toHaveProperty('submissionCount');

    const paged = await get(s.t, '/api/homeworks/student/my-homeworks', s.student.headers);
    expect(paged.json().data.length).toBeLessThanOrEqual(10);
    expect(paged.json().totalPages).toBe(Math.max(1, Math.ceil(body.totalCount / 10)));

    for (const who of [s.outsider, s.lapsed]) {
      const theirs = await get(s.t, '/api/homeworks/student/my-homeworks?limit=100', who.headers);
      expect(
        theirs.json().data.some((h: { subject: { _id: string } }) => h.subject._id === s.subject.id),
      ).toBe(false);
    }
    expect((await get(s.t, '/api/homeworks/student/my-homeworks', s.teacher.headers)).statusCode).toBe(403);
  });

  it('serves the homework file to enrolled students and their parents only', async () => {
    const hw = (await s.create([...s.form(), pdf('task.pdf', 'task')])).json().data;
    for (const who of [s.student, s.student.parent, s.admin, s.teacher]) {
      const res = await get(s.t, hw.fileUrl, who.headers);
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe('task');
    }
    for (const who of [s.outsider, s.outsider.parent, s.lapsed, s.otherTeacher]) {
      expect((await get(s.t, hw.fileUrl, who.headers)).statusCode).toBe(404);
    }
    const bare = (await s.create(s.form())).json().data;
    expect(bare.fileUrl).toBeNull();
    const none = await get(s.t, `/api/homeworks/${bare._id}/download-file`, s.student.headers);
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe('This homework has no file');
  });

  it('shows students the correction file only once the due date has passed', async () => {
    const correction = { ...pdf('key.pdf', 'key'), name: 'correctionFile' };
    const open = (await s.create(s.form({ dueDate: daysFromNow(3) }))).json().data;
    await s.update(open._id, [...s.form({ dueDate: daysFromNow(3) }), correction]);
    // Created due later, then moved into the past through the edit path (a past date cannot be created).
    const closed = (await s.create(s.form({ dueDate: daysFromNow(3) }))).json().data;
    await s.update(closed._id, [...s.form({ dueDate: daysFromNow(-1) }), correction]);

    const list = (await get(s.t, '/api/homeworks/student/my-homeworks?limit=100', s.student.headers)).json()
      .data;
    const byId = new Map(list.map((h: { _id: string }) => [h._id, h]));
    expect(byId.get(open._id)).toMatchObject({ correctionFileUrl: null, correctionFile: null });
    expect(byId.get(closed._id)).toMatchObject({ correctionFile: { originalName: 'key.pdf' } });
    expect((await get(s.t, `/api/homeworks/${open._id}/correction-file`, s.student.headers)).statusCode).toBe(
      404,
    );
    expect((await get(s.t, `/api/homeworks/${open._id}/correction-file`, s.teacher.headers)).body).toBe(
      'key',
    );
    expect((await get(s.t, `/api/homeworks/${closed._id}/correction-file`, s.student.headers)).body).toBe(
      'key',
    );
    expect(
      (await get(s.t, `/api/homeworks/${closed._id}/correction-file`, s.outsider.headers)).statusCode,
    ).toBe(404);
  });
});

describe('question images on homeworks', () => {
  it('serves an attached question image to whoever sees the homework', async () => {
    const PNG = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    const created = await sendForm(
      s.t,
      'POST',
      '/api/question-bank',
      [
        ...fields({
          subject: s.subject.id,
          chapter: s.chapter.id,
          title: 'Which arrow shows the force?',
          options: ['A', 'B', 'C', 'D'],
          rightChoice: 'A',
          includeImage: 'true',
        }),
        { name: 'image', filename: 'arrows.png', content: PNG, contentType: 'image/png' },
      ],
      s.teacher.headers,
    );
    const question = created.json().data;
    const hw = (await s.create(s.form({ title: 'With a picture', questions: [question._id] }))).json().data;
    const mine = (await get(s.t, '/api/homeworks/student/my-homeworks?limit=100', s.student.headers))
      .json()
      .data.find((h: { _id: string }) => h._id === hw._id);
    const url = `/api/homeworks/${hw._id}/questions/${question._id}/image`;
    expect(mine.questions[0].image).toBe(url);
    const image = await get(s.t, url, s.student.headers);
    expect(image.statusCode).toBe(200);
    expect(image.rawPayload.equals(PNG)).toBe(true);
    expect((await get(s.t, url, s.outsider.headers)).statusCode).toBe(404);
    const unattached = await makeQuestion(s.t, s.subject.id, s.chapter.id);
    expect(
      (await get(s.t, `/api/homeworks/${hw._id}/questions/${unattached.id}/image`, s.student.headers))
        .statusCode,
    ).toBe(404);
  });
});
