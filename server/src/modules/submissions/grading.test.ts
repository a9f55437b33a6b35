import { FEEDBACK_MAX, GRADE_MESSAGE } from '@sabora/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedIn, type TestContext } from '../../../test/app.js';
import { assignTeacher, enrol, makeChapter, makeSubject } from '../../../test/factories.js';
import type { Part } from '../../../test/multipart.js';
import { bankQuestion, createQuiz, quizForm } from '../../../test/quizzes.js';
import { daysFromNow, fields, filesOnDisk, get, rowCount, sendForm } from '../../../test/requests.js';
import { makeSchool, TERM_START } from '../../../test/school.js';
import {
  gradeHistory,
  homeworkSubmissions,
  homeworks,
  notifications,
  quizAttemptFiles,
  quizAttempts,
  quizzes,
  studentSubjects,
} from '../../db/schema/index.js';

let t: TestContext;
let s: Awaited<ReturnType<typeof makeSchool>>;
beforeAll(async () => {
  t = await createTestApp();
  s = await makeSchool(t);
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const file = (filename: string, name = 'files'): Part => ({
  name,
  filename,
  content: `bytes of ${filename}`,
});

async function newHomework(title: string, subject = s.subject.id, chapter = s.chapter.id, who = s.teacher) {
  const res = await sendForm(
    t,
    'POST',
    '/api/homeworks',
    fields({ title, subject, chapter, dueDate: daysFromNow(7) }),
    who.headers,
  );
  expect(res.statusCode).toBe(201);
  return res.json().data as { _id: string };
}

async function submittedHomework(title: string, who = s.student) {
  const hw = await newHomework(title);
  const res = await sendForm(
    t,
    'POST',
    '/api/homework-submissions/submit',
    [...fields({ homeworkId: hw._id }), file('answer.pdf')],
    who.headers,
  );
  expect(res.statusCode).toBe(201);
  return { homework: hw, submission: res.json().data as { _id: string } };
}

const grade = (kind: string, id: string, parts: Part[], who: { headers: Headers } = s.teacher) =>
  sendForm(t, 'PUT', `/api/${kind}-submissions/${id}/grade`, parts, who.headers);

describe('grading a homework', () => {
  it('refuses grades that are not an integer 0–100 with the exact message, storing nothing', async () => {
    const { submission } = await submittedHomework('Validation sheet');
    const before = { history: await rowCount(t, gradeHistory), disk: await filesOnDisk(t) };
    for (const value of ['-1', '101', 'abc', '50.5', '', undefined]) {
      const parts = [
        ...(value === undefined ? [] : fields({ grade: value })),
        file('fix.pdf', 'correctionFiles'),
      ];
      const res = await grade('homework', submission._id, parts);
      expect(res.statusCode, String(value)).toBe(400);
      expect(res.json().message).toBe(GRADE_MESSAGE);
    }
    expect(await rowCount(t, gradeHistory)).toBe(before.history);
    expect(await filesOnDisk(t)).toBe(before.disk);
    const [row] = await t.database.db
      .select()
      .from(homeworkSubmissions)
      .where(eq(homeworkSubmissions.id, submission._id));
    expect(row).toMatchObject({ status: 'submitted', grade: null, gradedAt: null });
  });

  it('takes feedback up to the contract’s limit, trimmed, and refuses longer with its own code', async () => {
    const { submission } = await submittedHomework('Feedback limit sheet');
    const tooLong = await grade(
      'homework',
      submission._id,
      fields({ grade: '70', feedback: 'x'.repeat(FEEDBACK_MAX + 1) }),
    );
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({ code: 'feedbackTooLong', params: { max: FEEDBACK_MAX } });
    const [unchanged] = await t.database.db
      .select()
      .from(homeworkSubmissions)
      .where(eq(homeworkSubmissions.id, submission._id));
    expect(unchanged).toMatchObject({ grade: null, feedback: '' });

    const longest = `  ${'y'.repeat(FEEDBACK_MAX)}  `;
    const saved = await grade('homework', submission._id, fields({ grade: '70', feedback: longest }));
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.feedback).toBe('y'.repeat(FEEDBACK_MAX));
  });

  it('grades, keeps and extends correction files, records history and notifies the student', async () => {
    const { submission } = await submittedHomework('Graded sheet');
    const first = await grade('homework', submission._id, [
      ...fields({ grade: '0', feedback: 'Redo it' }),
      file('fix-1.pdf', 'correctionFiles'),
      file('fix-2.png', 'correctionFiles[]'),
    ]);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      success: true,
      message: 'Grade updated successfully!',
      data: { status: 'graded', grade: 0, feedback: 'Redo it' },
    });
    expect(first.json().data.correctionFiles.map((f: { index: number }) => f.index)).toEqual([0, 1]);

    const second = await grade(
      'homework',
      submission._id,
      [...fields({ grade: '100' }), file('fix-3.pdf', 'correctionFiles')],
      s.admin,
    );
    expect(second.statusCode).toBe(200);
    const data = second.json().data;
    expect(data).toMatchObject({ grade: 100, feedback: 'Redo it', status: 'graded' });
    expect(data.correctionFiles.map((f: { originalName: string }) => f.originalName)).toEqual([
      'fix-1.pdf',
      'fix-2.png',
      'fix-3.pdf',
    ]);
    expect(data.gradeHistory).toMatchObject([
      { oldGrade: null, newGrade: 0, gradedBy: { firstName: s.teacher.user.firstName } },
      { oldGrade: 0, newGrade: 100, gradedBy: { firstName: s.admin.user.firstName } },
    ]);
    // Read in the page's own statement as JSON: the same times, to the millisecond, as stored.
    const stored = await t.database.db
      .select()
      .from(gradeHistory)
      .where(eq(gradeHistory.submissionId, submission._id))
      .orderBy(gradeHistory.createdAt);
    expect(data.gradeHistory.map((h: { at: string }) => h.at)).toEqual(
      stored.map((h) => h.createdAt.toISOString()),
    );
    expect(data.gradeHistory[1].gradedBy).toEqual({
      firstName: s.admin.user.firstName,
      lastName: s.admin.user.lastName,
    });
    const [row] = await t.database.db
      .select()
      .from(homeworkSubmissions)
      .where(eq(homeworkSubmissions.id, submission._id));
    expect(row!.gradedBy).toBe(s.admin.user.id);
    expect(row!.gradedAt).not.toBeNull();

    const sent = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, s.student.user.id));
    expect(sent.filter((n) => n.title === 'Grade posted: Graded sheet')).toHaveLength(2);
    expect(sent.find((n) => n.title === 'Grade posted: Graded sheet')!.link).toBe('/homeworks-students');

    // The student and their parent can download the correction; a classmate and another teacher cannot.
    const url = `/api/homework-submissions/${submission._id}/correction-file/2`;
    const mine = await get(t, url, s.student.headers);
    expect(mine.statusCode).toBe(200);
    expect(mine.body).toBe('bytes of fix-3.pdf');
    expect((await get(t, url, s.student.parent.headers)).statusCode).toBe(200);
    expect((await get(t, url, s.classmate.headers)).statusCode).toBe(404);
    expect((await get(t, url, s.classmate.parent.headers)).statusCode).toBe(404);
    expect((await get(t, url, s.otherTeacher.headers)).statusCode).toBe(404);
    // The student's own reply shows the grade and the corrections.
    const own = await get(t, '/api/homework-submissions/my', s.student.headers);
    const listed = own.json().data.find((d: { _id: string }) => d._id === submission._id);
    expect(listed).toMatchObject({ grade: 100, status: 'graded' });
    expect(listed.correctionFiles).toHaveLength(3);
  });

  it('lists a grade whose staff account was removed as given by nobody, in order', async () => {
    const { homework, submission } = await submittedHomework('Grader gone');
    for (const value of ['40', '70']) {
      expect((await grade('homework', submission._id, fields({ grade: value }))).statusCode).toBe(200);
    }
    // What removing a staff account does to the grades it gave (graded_by: on delete set null).
    const [first] = await t.database.db
      .update(gradeHistory)
      .set({ gradedBy: null })
      .where(and(eq(gradeHistory.submissionId, submission._id), eq(gradeHistory.newGrade, 40)))
      .returning();
    const list = await get(t, '/api/homework-submissions?search=Grader%20gone', s.teacher.headers);
    expect(list.json().data[0].gradeHistory).toEqual([
      { gradedBy: null, at: first!.createdAt.toISOString(), oldGrade: null, newGrade: 40 },
      {
        gradedBy: { firstName: s.teacher.user.firstName, lastName: s.teacher.user.lastName },
        at: expect.any(String),
        oldGrade: 40,
        newGrade: 70,
      },
    ]);
    // Students and parents never see who graded.
    const mine = await get(t, `/api/homework-submissions/my/${homework._id}`, s.student.headers);
    expect(mine.json().submission).toMatchObject({ _id: submission._id, grade: 70 });
    expect(mine.json().submission).not.toHaveProperty('gradeHistory');
  });

  it('keeps both of two gradings sent at the same instant, in one consistent history', async () => {
    const { submission } = await submittedHomework('Race sheet');
    const [one, two] = await Promise.all([
      grade('homework', submission._id, fields({ grade: '60' })),
      grade('homework', submission._id, fields({ grade: '75' }), s.admin),
    ]);
    expect([one.statusCode, two.statusCode]).toEqual([200, 200]);
    const history = await t.database.db
      .select()
      .from(gradeHistory)
      .where(eq(gradeHistory.submissionId, submission._id))
      .orderBy(gradeHistory.createdAt);
    // The row lock orders them: the second one's old grade is the first one's new grade.
    expect(history).toHaveLength(2);
    expect(history[0]!.oldGrade).toBeNull();
    expect(history[1]!.oldGrade).toBe(history[0]!.newGrade);
    const [row] = await t.database.db
      .select()
      .from(homeworkSubmissions)
      .where(eq(homeworkSubmissions.id, submission._id));
    expect(row!.grade).toBe(history[1]!.newGrade);
  });

  it('is only for the staff of the subject', async () => {
    const { submission } = await submittedHomework('Scoped sheet');
    const other = await grade('homework', submission._id, fields({ grade: '50' }), s.otherTeacher);
    expect(other.statusCode).toBe(404);
    expect((await grade('homework', submission._id, fields({ grade: '50' }), s.student)).statusCode).toBe(
      403,
    );
    expect((await grade('homework', 'not-an-id', fields({ grade: '50' }))).statusCode).toBe(404);
    expect((await get(t, '/api/homework-submissions', s.student.headers)).statusCode).toBe(403);
    expect((await get(t, '/api/homework-submissions', s.student.parent.headers)).statusCode).toBe(403);
  });
});

describe('the staff lists', () => {
  it('pages, filters by status, subject and text, and scopes teachers to their subjects', async () => {
    const a = await submittedHomework('Kinematics list');
    await submittedHomework('Kinematics list two', s.classmate);
    await grade('homework', a.submission._id, fields({ grade: '70' }));
    const outsideHw = await newHomework('Bonds list', s.otherSubject.id, s.otherChapter.id, s.otherTeacher);
    const outsiderRes = await sendForm(
      t,
      'POST',
      '/api/homework-submissions/submit',
      [...fields({ homeworkId: outsideHw._id }), file('atoms.pdf')],
      s.outsider.headers,
    );
    expect(outsiderRes.statusCode).toBe(201);

    const mine = await get(t, '/api/homework-submissions?search=list&limit=100', s.teacher.headers);
    expect(mine.statusCode).toBe(200);
    const titles = mine.json().data.map((d: { homework: { title: string } }) => d.homework.title);
    expect(titles.sort()).toEqual(['Kinematics list', 'Kinematics list two']);
    expect(mine.json()).toMatchObject({ success: true, totalCount: 2, totalPages: 1 });

    const all = await get(t, '/api/homework-submissions?search=list&limit=1', s.admin.headers);
    expect(all.json()).toMatchObject({ totalCount: 3, totalPages: 3 });
    expect(all.json().data).toHaveLength(1);
    // The last page, and a page past the end: no rows, and still the total.
    const last = await get(t, '/api/homework-submissions?search=list&limit=1&page=3', s.admin.headers);
    expect(last.json()).toMatchObject({ totalCount: 3, totalPages: 3 });
    expect(last.json().data).toHaveLength(1);
    const past = await get(t, '/api/homework-submissions?search=list&limit=1&page=9', s.admin.headers);
    expect(past.json()).toMatchObject({ data: [], totalCount: 3, totalPages: 3 });

    const graded = await get(
      t,
      '/api/homework-submissions?status=graded&search=kinematics',
      s.teacher.headers,
    );
    expect(graded.json().data.map((d: { _id: string }) => d._id)).toEqual([a.submission._id]);
    expect(graded.json().data[0].gradeHistory).toHaveLength(1);

    const byName = await get(
      t,
      `/api/homework-submissions?search=${encodeURIComponent(s.classmate.user.firstName)}`,
      s.teacher.headers,
    );
    expect(
      byName.json().data.every((d: { student: { _id: string } }) => d.student._id === s.classmate.profile.id),
    ).toBe(true);
    expect(byName.json().totalCount).toBeGreaterThan(0);

    const bySubject = await get(t, '/api/homework-submissions?search=chemistry', s.admin.headers);
    expect(bySubject.json().data.map((d: { homework: { title: string } }) => d.homework.title)).toEqual([
      'Bonds list',
    ]);
    const otherSubject = await get(
      t,
      `/api/homework-submissions?subject=${s.otherSubject.id}`,
      s.teacher.headers,
    );
    expect(otherSubject.json()).toMatchObject({ data: [], totalCount: 0 });
  });

  it('lists without a search newest first, and its kept total follows every hand-in and grade at once', async () => {
    const list = async (query: string, who = s.teacher) =>
      (await get(t, `/api/homework-submissions?limit=2${query}`, who.headers)).json();
    await submittedHomework('Kept total, first sheet');
    const before = await list('');
    const adminBefore = await list('', s.admin);
    const gradedBefore = await list('&status=graded');
    const { submission } = await submittedHomework('Kept total sheet');
    const after = await list('');
    expect(after.totalCount).toBe(before.totalCount + 1);
    expect((await list('', s.admin)).totalCount).toBe(adminBefore.totalCount + 1);
    expect(after.data[0]._id).toBe(submission._id);
    const dates = after.data.map((d: { submittedAt: string }) => d.submittedAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    await grade('homework', submission._id, fields({ grade: '55' }));
    expect((await list('&status=graded')).totalCount).toBe(gradedBefore.totalCount + 1);
    expect((await list(`&subject=${s.subject.id}`)).totalCount).toBe(after.totalCount);
    expect(await list(`&subject=${s.otherSubject.id}`)).toMatchObject({ data: [], totalCount: 0 });
  });

  it.each([
    ['homework', 'homeworks', 'homework_submissions', 'homework_id'],
    ['exam', 'exams', 'exam_submissions', 'exam_id'],
  ] as const)(
    'pages the %s submitted list item by item exactly as one query over every submission would',
    async (kind, items, table, itemColumn) => {
      // A subject and a teacher of their own, so the whole list is known: 3 items, 250 students,
      // each handed in to all three, at 8 times shared across items (the order then falls to the id).
      // Pages of 100 from the 7th read more than a page may read item by item (3 × 700 index
      // entries), so both ways of reading a page are walked.
      const subject = await makeSubject(t, { name: `Item paging ${kind}` });
      const chapter = await makeChapter(t, subject.id, 1, `Item paging ${kind} chapter`);
      const teacher = await signedIn(t, 'teacher');
      await assignTeacher(t, subject.id, teacher.user.id);
      const db = t.database.db;
      await db.execute(sql`
      insert into ${sql.identifier(items)} (title, subject_id, due_date${sql.raw(kind === 'homework' ? ', chapter_id' : '')})
      select 'Item paging ' || g, ${subject.id}, now() - (g || ' days')::interval${kind === 'homework' ? sql`, ${chapter.id}` : sql``}
      from generate_series(1, 3) g`);
      await db.execute(sql`
      with new_users as (
        insert into users (role, first_name, last_name, email, password_hash)
        select 'student', 'Paging', 'Student ' || g, ${kind} || '-item-paging-' || g || '@test.local', 'not-a-hash'
        from generate_series(1, 250) g returning id
      ),
      new_students as (
        insert into students (user_id, student_id, system, academic_year, parent_name, parent_email, parent_phone)
        select id, 'PAGING-' || id, 'IGCSE', '2026', 'Parent', 'parent-' || id || '@test.local', '+20 100 000 0000'
        from new_users returning id
      )
      insert into ${sql.identifier(table)} (${sql.identifier(itemColumn)}, student_id, status, submitted_at)
      select i.id, ns.id, 'submitted', timestamptz '2026-01-01' + ((hashtext(ns.id::text || i.id::text) & 7) || ' minutes')::interval
      from new_students ns cross join (select id from ${sql.identifier(items)} where subject_id = ${subject.id}) i`);
      const expected = (
        await db.execute<{ id: string }>(sql`
        select s.id from ${sql.identifier(table)} s join ${sql.identifier(items)} i on i.id = s.${sql.identifier(itemColumn)}
        where i.subject_id = ${subject.id} order by s.submitted_at desc, s.id desc`)
      ).rows.map((row) => row.id);
      expect(expected).toHaveLength(750);
      const page = async (limit: number, n: number) => {
        const res = await get(t, `/api/${kind}-submissions?limit=${limit}&page=${n}`, teacher.headers);
        expect(res.statusCode).toBe(200);
        expect(res.json().totalCount).toBe(750);
        return res.json().data.map((d: { _id: string }) => d._id) as string[];
      };
      const walked: string[] = [];
      for (let n = 1; n <= 8; n++) walked.push(...(await page(100, n)));
      expect(walked).toEqual(expected);
      expect(await page(100, 9)).toEqual([]);
      for (const n of [1, 2, 40]) expect(await page(7, n)).toEqual(expected.slice((n - 1) * 7, n * 7));
    },
  );

  it('follows a teacher given a subject at once, though the items of her scope are kept', async () => {
    const newcomer = await signedIn(t, 'teacher');
    const list = async (who: { headers: Headers }) =>
      (await get(t, '/api/homework-submissions?limit=5', who.headers)).json();
    await submittedHomework('Scope sheet');
    expect(await list(newcomer)).toMatchObject({ data: [], totalCount: 0 });
    await assignTeacher(t, s.subject.id, newcomer.user.id, false);
    const theirs = await list(s.teacher);
    const hers = await list(newcomer);
    expect(hers.totalCount).toBe(theirs.totalCount);
    expect(hers.data.map((d: { _id: string }) => d._id)).toEqual(
      theirs.data.map((d: { _id: string }) => d._id),
    );
  });

  it('pages missing work item by item exactly as one query over every pair would', async () => {
    // A subject of its own, so the whole list is known: 5 past-due homeworks, 7 students, one of
    // them with an inactive enrolment and one who joined 35 hours ago (not missing what was due
    // before), hand-ins scattered (two on the same due date). The last homework was handed in by
    // all but one, so its missing student is found the other way (by the hand-ins, not by walking
    // names).
    const subject = await makeSubject(t, { name: 'Paging subject' });
    const chapter = await makeChapter(t, subject.id, 1, 'Paging chapter');
    await assignTeacher(t, subject.id, s.teacher.user.id);
    const pupils = [];
    for (let i = 0; i < 7; i++) {
      const pupil = await signedIn(t, 'student');
      const enrolledAt = i === 6 ? new Date(Date.now() - 35 * 3_600_000) : TERM_START;
      const profile = await enrol(t, pupil.user.id, [subject.id], { isActive: i !== 5, enrolledAt });
      pupils.push({ ...pupil, profile });
    }
    const hoursAgo = [30, 5, 5, 50, 40];
    const items: { _id: string }[] = [];
    for (const [i, hours] of hoursAgo.entries()) {
      const hw = await newHomework(`Pagingmiss ${i}`, subject.id, chapter.id);
      // The late joiner handed in the one due before they came (as a re-opened exam would let them):
      // counted neither missing nor handed in.
      const handIns = [[0], [1, 2], [], [0, 1, 2, 3, 4, 6], [0, 1, 2, 4]][i]!;
      for (const p of handIns) {
        const res = await sendForm(
          t,
          'POST',
          '/api/homework-submissions/submit',
          [...fields({ homeworkId: hw._id }), file('answer.pdf')],
          pupils[p]!.headers,
        );
        expect(res.statusCode).toBe(201);
      }
      const due = new Date(Date.now() - hours * 3_600_000);
      await t.database.db.update(homeworks).set({ dueDate: due }).where(eq(homeworks.id, hw._id));
      items.push(hw);
    }
    const ids = (page: { data: { _id: string }[] }) => page.data.map((d) => d._id);
    // The search path joins every pair in one query: the reference the item-by-item path must match.
    const all = (
      await get(t, '/api/homework-submissions?status=missing&search=pagingmiss&limit=100', s.teacher.headers)
    ).json();
    // Per homework (30, 5, 5, 50 and 40 hours ago): the late joiner misses only the first three.
    expect(all.totalCount).toBe(4 + 1 + (3 + 1) + (5 + 1) + 0 + 1);
    for (const limit of [1, 2, 3, 4, 100]) {
      const pages: string[] = [];
      for (let page = 1; page <= Math.ceil(all.totalCount / limit) + 1; page++) {
        const reply = (
          await get(
            t,
            `/api/homework-submissions?status=missing&subject=${subject.id}&limit=${limit}&page=${page}`,
            s.teacher.headers,
          )
        ).json();
        expect(reply.totalCount).toBe(all.totalCount);
        pages.push(...ids(reply));
      }
      expect(pages).toEqual(ids(all));
    }
    // Without the subject filter the teacher's other subjects' items come in between, counted per
    // subject: this subject's rows are the same, in the same order.
    const physics = await newHomework('Pagingmiss physics');
    await t.database.db
      .update(homeworks)
      .set({ dueDate: new Date(Date.now() - 20 * 3_600_000) })
      .where(eq(homeworks.id, physics._id));
    const everything: string[] = [];
    const totals = new Set<number>();
    for (let page = 1; ; page++) {
      const reply = (
        await get(t, `/api/homework-submissions?status=missing&limit=2&page=${page}`, s.teacher.headers)
      ).json();
      totals.add(reply.totalCount);
      if (reply.data.length === 0) break;
      everything.push(...ids(reply));
    }
    expect(new Set(everything).size).toBe(everything.length);
    expect([...totals]).toEqual([everything.length]);
    expect(everything.filter((id) => items.some((hw) => id.includes(hw._id)))).toEqual(ids(all));
    expect(everything.some((id) => id.includes(physics._id))).toBe(true);
    // A change shows at once: a pupil who missed three of them leaves the subject.
    await t.database.db
      .update(studentSubjects)
      .set({ isActive: false })
      .where(eq(studentSubjects.studentId, pupils[4]!.profile.id));
    const after = (
      await get(
        t,
        `/api/homework-submissions?status=missing&subject=${subject.id}&limit=100`,
        s.teacher.headers,
      )
    ).json();
    expect(after.totalCount).toBe(all.totalCount - 3);
    expect(after.data).toHaveLength(all.totalCount - 3);
  });

  it('lists missing work past the due date for actively enrolled students only', async () => {
    const hw = await newHomework('Overdue missing sheet');
    await sendForm(
      t,
      'POST',
      '/api/homework-submissions/submit',
      [...fields({ homeworkId: hw._id }), file('on-time.pdf')],
      s.student.headers,
    );
    const open = await get(t, '/api/homework-submissions?status=missing&search=overdue', s.teacher.headers);
    expect(open.json().data).toEqual([]);
    const due = new Date(Date.now() - 3_600_000);
    await t.database.db.update(homeworks).set({ dueDate: due }).where(eq(homeworks.id, hw._id));

    const res = await get(t, '/api/homework-submissions?status=missing&search=overdue', s.teacher.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ totalCount: 1, totalPages: 1 });
    const pastMissing = await get(
      t,
      '/api/homework-submissions?status=missing&search=overdue&page=2',
      s.teacher.headers,
    );
    expect(pastMissing.json()).toMatchObject({ data: [], totalCount: 1, totalPages: 1 });
    expect(res.json().data).toEqual([
      {
        _id: `missing:${hw._id}:${s.classmate.profile.id}`,
        status: 'missing',
        student: expect.objectContaining({ _id: s.classmate.profile.id }),
        homework: {
          _id: hw._id,
          title: 'Overdue missing sheet',
          subject: { _id: s.subject.id, name: 'Physics', system: 'National' },
          dueDate: due.toISOString(),
        },
        grade: null,
        feedback: '',
        isLate: false,
        files: [],
        correctionFiles: [],
        gradeHistory: [],
        submittedAt: null,
        dueDate: due.toISOString(),
      },
    ]);
    const other = await get(
      t,
      '/api/homework-submissions?status=missing&search=overdue',
      s.otherTeacher.headers,
    );
    expect(other.json()).toMatchObject({ data: [], totalCount: 0 });
    // Without a status filter only real submissions are listed.
    const plain = await get(t, '/api/homework-submissions?search=overdue', s.teacher.headers);
    expect(plain.json().data.map((d: { status: string }) => d.status)).toEqual(['submitted']);
  });
});

describe('the missing list, page by page', () => {
  it('walks every missing row once across pages, latest due first', async () => {
    const dues = [2, 1].map((hours) => new Date(Date.now() - hours * 3_600_000));
    for (const [n, due] of dues.entries()) {
      const hw = await newHomework(`Paged missing sheet ${n + 1}`);
      await t.database.db.update(homeworks).set({ dueDate: due }).where(eq(homeworks.id, hw._id));
    }
    const url = (page: number) =>
      `/api/homework-submissions?status=missing&search=paged%20missing&limit=1&page=${page}`;
    const first = (await get(t, url(1), s.teacher.headers)).json();
    expect(first.totalCount).toBeGreaterThanOrEqual(4);
    expect(first.totalPages).toBe(first.totalCount);
    const rows: { _id: string; dueDate: string }[] = [...first.data];
    for (let page = 2; page <= first.totalPages; page++) {
      const res = await get(t, url(page), s.teacher.headers);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toHaveLength(1);
      rows.push(...res.json().data);
    }
    expect(new Set(rows.map((row) => row._id)).size).toBe(first.totalCount);
    const times = rows.map((row) => Date.parse(row.dueDate));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect((await get(t, url(first.totalPages + 1), s.teacher.headers)).json().data).toEqual([]);
  });
});

describe('exam grading', () => {
  it('grades an exam and links the notification to the exams page', async () => {
    const created = await sendForm(
      t,
      'POST',
      '/api/exams',
      fields({ title: 'Graded midterm', subject: s.subject.id, dueDate: daysFromNow(3) }),
      s.teacher.headers,
    );
    const exam = created.json().data as { _id: string };
    const sub = await sendForm(
      t,
      'POST',
      '/api/exam-submissions/submit',
      [...fields({ examId: exam._id }), file('exam.pdf', 'files[]')],
      s.student.headers,
    );
    const res = await grade('exam', sub.json().data._id, fields({ grade: '88', feedback: 'Good' }));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ grade: 88, status: 'graded', exam: { _id: exam._id } });
    const [note] = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.title, 'Grade posted: Graded midterm'));
    expect(note).toMatchObject({ userId: s.student.user.id, link: '/exams-students' });
    const list = await get(t, '/api/exam-submissions?status=graded&search=midterm', s.teacher.headers);
    expect(list.json().data).toHaveLength(1);
  });
});

describe('quiz grading', () => {
  async function takenQuiz(title: string, submitted = true) {
    const q = await bankQuestion(t, s.subject.id, s.chapter.id, ['A', 'B']);
    const quiz = await createQuiz(t, s.teacher.headers, quizForm(s.subject.id, [q.id], { title }));
    const [attempt] = await t.database.db
      .insert(quizAttempts)
      .values({
        quizId: quiz._id,
        studentId: s.student.profile.id,
        totalQuestions: 1,
        ...(submitted
          ? {
              submittedAt: new Date(),
              status: 'graded' as const,
              score: 0,
              grade: 0,
              correctAnswers: 0,
              timeTaken: 30,
            }
          : {}),
      })
      .returning();
    return { quiz, attempt: attempt! };
  }

  it('lists submitted attempts, regrades with history, and serves correction files to the student', async () => {
    const { quiz, attempt } = await takenQuiz('Graded quiz');
    await takenQuiz('Running quiz', false);
    const list = await get(t, '/api/quiz-submissions?search=quiz', s.teacher.headers);
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((d: { _id: string }) => d._id)).toEqual([attempt.id]);
    expect(list.json().data[0]).toMatchObject({
      status: 'graded',
      grade: 0,
      student: { _id: s.student.profile.id },
      quiz: { _id: quiz._id },
      files: [],
      correctionFiles: [],
      gradeHistory: [],
    });
    expect((await get(t, '/api/quiz-submissions?status=submitted', s.teacher.headers)).json().data).toEqual(
      [],
    );

    for (const bad of ['-1', '101', 'abc', '50.5']) {
      const res = await grade('quiz', attempt.id, fields({ grade: bad }));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(GRADE_MESSAGE);
    }
    const res = await grade('quiz', attempt.id, [
      ...fields({ grade: '60', feedback: 'Partly right' }),
      file('quiz-fix.pdf', 'correctionFiles'),
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      grade: 60,
      score: 0,
      feedback: 'Partly right',
      gradeHistory: [{ oldGrade: 0, newGrade: 60 }],
    });
    expect(await rowCount(t, quizAttemptFiles)).toBe(1);
    const [row] = await t.database.db.select().from(quizAttempts).where(eq(quizAttempts.id, attempt.id));
    expect(row).toMatchObject({ status: 'graded', score: 0, grade: 60, gradedBy: s.teacher.user.id });
    // The quizzes' history is read beside their replies: a removed grader shows as nobody there too.
    await t.database.db
      .update(gradeHistory)
      .set({ gradedBy: null })
      .where(eq(gradeHistory.submissionId, attempt.id));
    const relisted = await get(t, '/api/quiz-submissions?search=quiz', s.teacher.headers);
    expect(relisted.json().data[0].gradeHistory).toEqual([
      { gradedBy: null, at: expect.any(String), oldGrade: 0, newGrade: 60 },
    ]);

    const mine = await get(t, '/api/quiz-submissions/my', s.student.headers);
    const item = mine.json().data.find((d: { _id: string }) => d._id === attempt.id);
    expect(item.correctionFiles).toEqual([
      expect.objectContaining({
        index: 0,
        originalName: 'quiz-fix.pdf',
        url: `/api/quiz-submissions/${attempt.id}/correction-file/0`,
      }),
    ]);
    const url = `/api/quiz-submissions/${attempt.id}/correction-file/0`;
    expect((await get(t, url, s.student.headers)).body).toBe('bytes of quiz-fix.pdf');
    expect((await get(t, url, s.student.parent.headers)).statusCode).toBe(200);
    expect((await get(t, url, s.teacher.headers)).statusCode).toBe(200);
    expect((await get(t, url, s.classmate.headers)).statusCode).toBe(404);
    expect((await get(t, url, s.otherTeacher.headers)).statusCode).toBe(404);
    expect(
      (await get(t, `/api/quiz-submissions/${attempt.id}/correction-file/1`, s.student.headers)).statusCode,
    ).toBe(404);

    const [note] = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.title, 'Grade posted: Graded quiz'));
    expect(note).toMatchObject({ userId: s.student.user.id, link: '/quiz-students' });
    expect((await grade('quiz', attempt.id, fields({ grade: '50' }), s.otherTeacher)).statusCode).toBe(404);
  });

  it('does not grade a running attempt and lists past-due quizzes without a submission as missing', async () => {
    const { quiz, attempt } = await takenQuiz('Unfinished quiz', false);
    expect((await grade('quiz', attempt.id, fields({ grade: '50' }))).statusCode).toBe(404);
    await t.database.db
      .update(quizzes)
      .set({ dueDate: new Date(Date.now() - 60_000) })
      .where(eq(quizzes.id, quiz._id));
    const res = await get(t, '/api/quiz-submissions?status=missing&search=unfinished', s.admin.headers);
    const ids = res
      .json()
      .data.map((d: { _id: string }) => d._id)
      .sort();
    expect(ids).toEqual(
      [`missing:${quiz._id}:${s.student.profile.id}`, `missing:${quiz._id}:${s.classmate.profile.id}`].sort(),
    );
    expect(res.json().data[0]).toMatchObject({
      status: 'missing',
      quiz: { _id: quiz._id },
      submittedAt: null,
    });
  });
});
