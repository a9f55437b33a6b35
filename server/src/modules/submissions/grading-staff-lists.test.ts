import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedIn, type TestContext } from '../../../test/app.js';
import { assignTeacher, enrol, makeChapter, makeSubject } from '../../../test/factories.js';
import { gradingSuite, type School } from '../../../test/grading.js';
import { fields, get, sendForm } from '../../../test/requests.js';
import { TERM_START } from '../../../test/school.js';
import { homeworks, studentSubjects } from '../../db/schema/index.js';

const { suite, file, newHomework, submittedHomework, grade } = gradingSuite();
type Headers = Record<string, string>;
let t: TestContext;
let s: School;
beforeAll(() => {
  ({ t, s } = suite);
});

// The staff lists of handed-in and missing work: paging, filters, scope, and their kept totals.
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
