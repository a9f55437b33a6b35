import { questions } from '../src/db/schema/index.js';
import { bearer, createUser, signedIn, type TestContext } from './app.js';
import { assignTeacher, enrol, makeChapter, makeSubject } from './factories.js';

/** The small school the homeworks, exams, quizzes and submissions suites share. */

/**
 * The school's students enrolled when its term began, so work the suites move into the past is
 * still theirs to hand in (missing work counts only what was due after a student enrolled).
 */
export const TERM_START = new Date(Date.now() - 120 * 24 * 60 * 60 * 1000);

/** A signed-in student enrolled in these subjects, with a parent account linked by parentEmail. */
async function studentWithParent(t: TestContext, subjectIds: string[], options: { isActive?: boolean } = {}) {
  const student = await signedIn(t, 'student');
  const parentUser = await createUser(t, 'parent');
  const profile = await enrol(t, student.user.id, subjectIds, {
    parentEmail: parentUser.email.toUpperCase(),
    enrolledAt: TERM_START,
    ...options,
  });
  return {
    ...student,
    profile,
    parent: { user: parentUser, headers: bearer(t.app.tokens.sign(parentUser)) },
  };
}

/**
 * A small school: a subject with a chapter and its teacher, a second subject with another teacher,
 * students enrolled in the first (one with a parent), one enrolled only in the second and one
 * whose enrolment is inactive.
 */
export async function makeSchool(t: TestContext) {
  const admin = await signedIn(t, 'admin');
  const teacher = await signedIn(t, 'teacher');
  const otherTeacher = await signedIn(t, 'teacher');
  const subject = await makeSubject(t, { name: 'Physics' });
  const chapter = await makeChapter(t, subject.id, 1, 'Motion');
  const otherSubject = await makeSubject(t, { name: 'Chemistry' });
  const otherChapter = await makeChapter(t, otherSubject.id, 1, 'Atoms');
  await assignTeacher(t, subject.id, teacher.user.id);
  await assignTeacher(t, otherSubject.id, otherTeacher.user.id);
  const student = await studentWithParent(t, [subject.id]);
  const classmate = await studentWithParent(t, [subject.id]);
  const outsider = await studentWithParent(t, [otherSubject.id]);
  const lapsed = await studentWithParent(t, [subject.id], { isActive: false });
  return {
    admin,
    teacher,
    otherTeacher,
    subject,
    chapter,
    otherSubject,
    otherChapter,
    student,
    classmate,
    outsider,
    lapsed,
  };
}

/** A question-bank question straight in the database (multiple choice unless options say not). */
export async function makeQuestion(
  t: TestContext,
  subjectId: string,
  chapterId: string,
  options = ['Newton', 'Joule', 'Watt', 'Pascal'],
) {
  const [row] = await t.database.db
    .insert(questions)
    .values({ subjectId, chapterId, title: `Unit ${options.join('/')}`, options, rightChoice: options[0]! })
    .returning();
  return row!;
}
