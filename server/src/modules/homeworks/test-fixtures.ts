import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { bearer, createUser, signedIn, type TestContext } from '../../../test/app.js';
import { assignTeacher, enrol, makeChapter, makeSubject } from '../../../test/factories.js';
import { multipart, type Part } from '../../../test/multipart.js';
import { questions } from '../../db/schema/index.js';

/** Test data for the homeworks, exams and submissions suites; not used by the running server. */

type Headers = Record<string, string>;

/** A signed-in student enrolled in these subjects, with a parent account linked by parentEmail. */
async function studentWithParent(t: TestContext, subjectIds: string[], options: { isActive?: boolean } = {}) {
  const student = await signedIn(t, 'student');
  const parentUser = await createUser(t, 'parent');
  const profile = await enrol(t, student.user.id, subjectIds, {
    parentEmail: parentUser.email.toUpperCase(),
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

/** Form values → multipart parts; arrays become repeated fields. */
export const fields = (values: Record<string, string | string[]>): Part[] =>
  Object.entries(values).flatMap(([name, value]) =>
    Array.isArray(value) ? value.map((v) => ({ name, value: v })) : [{ name, value }],
  );

export const pdf = (name = 'sheet.pdf', content: Buffer | string = '%PDF-1.4 sheet'): Part => ({
  name: 'file',
  filename: name,
  content,
  contentType: 'application/pdf',
});

export function sendForm(
  t: TestContext,
  method: 'POST' | 'PUT',
  url: string,
  parts: Part[],
  headers: Headers,
) {
  const form = multipart(parts);
  return t.app.inject({ method, url, headers: { ...headers, ...form.headers }, payload: form.payload });
}

export const get = (t: TestContext, url: string, headers: Headers) =>
  t.app.inject({ method: 'GET', url, headers });

/** How many files are on disk under the test's uploads folder. */
export async function filesOnDisk(t: TestContext) {
  const entries = await readdir(path.join(t.dataDir, 'uploads'), {
    recursive: true,
    withFileTypes: true,
  }).catch(() => []);
  return entries.filter((e) => e.isFile()).length;
}

export async function rowCount(t: TestContext, table: PgTable) {
  const [row] = await t.database.db.select({ n: count() }).from(table);
  return row?.n ?? 0;
}

/** An ISO date this many days from now (negative: in the past). */
export const daysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
