import type { MatrixSchool } from './matrix-fixtures.js';
import type { Part } from './multipart.js';
import { fields } from './requests.js';

/**
 * The vocabulary of the authorization matrix (src/authorization-matrix.test.ts): the kinds of
 * caller, who of them may call a route (`Access`), and a route's line in its tables (`Route`).
 */

export const WHO = [
  'none',
  'student',
  'parent',
  'studentOfOtherSubject',
  'parentOfOtherStudent',
  'teacherOfOtherSubject',
  'teacherOfSubject',
  'admin',
] as const;
export type Who = (typeof WHO)[number];
export const OUT_OF_SCOPE: readonly Who[] = [
  'studentOfOtherSubject',
  'parentOfOtherStudent',
  'teacherOfOtherSubject',
];

/** 'ok': let through (any status but a refusal or a server error); a number: refused with it. */
type Outcome = 'ok' | 401 | 403 | 404;
export type Access = Record<Who, Outcome>;

const ROLE_OF: Record<Exclude<Who, 'none'>, 'student' | 'parent' | 'teacher' | 'admin'> = {
  student: 'student',
  parent: 'parent',
  studentOfOtherSubject: 'student',
  parentOfOtherStudent: 'parent',
  teacherOfOtherSubject: 'teacher',
  teacherOfSubject: 'teacher',
  admin: 'admin',
};

/** Public: no credentials needed. */
export const anyone = Object.fromEntries(WHO.map((who) => [who, 'ok'])) as Access;
/** Any signed-in user. */
export const signedIn: Access = { ...anyone, none: 401 };
/** Only these roles (both teachers are 'teacher'); anyone else signed in gets 403. */
export function only(...roles: (typeof ROLE_OF)[keyof typeof ROLE_OF][]): Access {
  const access = { ...signedIn };
  for (const [who, role] of Object.entries(ROLE_OF)) if (!roles.includes(role)) access[who as Who] = 403;
  return access;
}
export const admins = only('admin');
export const staff = only('admin', 'teacher');
export const everyRole = only('admin', 'teacher', 'student', 'parent');
/** Staff of the subject: for the other subject's teacher its objects do not exist. */
export const subjectStaff: Access = { ...staff, teacherOfOtherSubject: 404 };
/**
 * Whoever may see the subject's work: its staff, its enrolled student and that student's parent.
 * For everyone else signed in it does not exist.
 */
export const subjectReaders: Access = {
  ...signedIn,
  studentOfOtherSubject: 404,
  parentOfOtherStudent: 404,
  teacherOfOtherSubject: 404,
};
/** A student's own work (`?student=` names the subject's student): they and their parent only. */
export const ownWork: Access = {
  ...only('student', 'parent'),
  studentOfOtherSubject: 404,
  parentOfOtherStudent: 404,
};
/** What a student does in a subject they are enrolled in (start a quiz, join a class). */
export const enrolledStudent: Access = { ...only('student'), studentOfOtherSubject: 404 };

export type Params = Record<string, string>;
export interface Route {
  access: Access;
  /** Path parameters beyond the defaults (DEFAULT_PARAMS), naming the shared objects. */
  params?: (f: MatrixSchool) => Params | Promise<Params>;
  /** Path parameters naming objects made for this one call: the call changes or deletes them. */
  fresh?: (f: MatrixSchool) => Promise<Params>;
  query?: (f: MatrixSchool) => Params;
  json?: (f: MatrixSchool) => unknown;
  /** A multipart body (`[]`: an empty form). */
  form?: (f: MatrixSchool) => Part[];
}

export const theStudent = (f: MatrixSchool) => ({ student: f.student.profile.id });
/** An empty grade: the submission is looked up first (404 out of scope), then the grade refused. */
export const emptyGrade = () => fields({ grade: '' });
