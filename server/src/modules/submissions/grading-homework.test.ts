import { FEEDBACK_MAX, GRADE_MESSAGE } from '@sabora/contract';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/app.js';
import { gradingSuite, type School } from '../../../test/grading.js';
import { daysFromNow, fields, filesOnDisk, get, rowCount, sendForm } from '../../../test/requests.js';
import { gradeHistory, homeworkSubmissions, notifications } from '../../db/schema/index.js';

const { suite, file, submittedHomework, grade } = gradingSuite();
let t: TestContext;
let s: School;
beforeAll(() => {
  ({ t, s } = suite);
});

// Grading a homework or an exam: the grade's and feedback's rules, correction files, history, who may.
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
