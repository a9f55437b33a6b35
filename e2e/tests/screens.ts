import type { APIRequestContext, Page } from '@playwright/test';
import { apiAuth, DEMO, expectPath, parentSignIn, signIn } from './helpers';

/** The demo school's IGCSE Mathematics and its first chapter, for the screens that show one. */
export async function mathsIds(request: APIRequestContext) {
  const auth = await apiAuth(request, DEMO.admin);
  const subjects = await request.get('/api/subjects?search=IGCSE-0580', { headers: auth });
  const subject: string = (await subjects.json()).data[0]._id;
  const chapters = await request.get(`/api/chapters/subject/${subject}`, { headers: auth });
  const chapter: string = (await chapters.json()).data[0]._id;
  return { subject, chapter };
}

/**
 * Every main screen of each role, as the suites that walk all of them read it (phones,
 * accessibility and right to left: docs/decisions.md, "Phones", "Accessibility").
 */
export const SCREENS = {
  public: (subject: string) => [
    '/',
    '/login',
    '/forgot-password',
    '/signup',
    '/igcse-list',
    '/rcipes-list',
    `/courses/${subject}`,
  ],
  student: (subject: string, chapter: string) => [
    '/home-students',
    '/student-dashboard',
    '/quiz-students',
    '/exams-students',
    '/homeworks-students',
    '/grades',
    '/virtual-classes',
    '/subjects',
    `/chapters/${subject}`,
    '/library',
    `/library/${subject}`,
    `/library/${subject}/${chapter}`,
    '/user-dashboard',
  ],
  parent: (subject: string) => [
    '/dashboard',
    '/dashboard/grades',
    '/library',
    `/library/${subject}`,
    '/user-dashboard',
  ],
  teacher: [
    '/dashboard',
    '/virtualclasses-admin',
    '/questionbank-admin',
    '/homework-admin',
    '/exams-admin',
    '/quizzes-admin',
    '/student-submissions-admin',
    '/library-admin',
    '/user-dashboard',
  ],
  /** The teacher's screens and the admin's own. */
  admin: (subject: string) => [
    '/home-admin',
    '/home-admin/audit',
    '/students-admin',
    '/teachers-admin',
    '/parents-admin',
    '/subjects-admin',
    `/chapters-admin/${subject}`,
    ...SCREENS.teacher,
  ],
};

/**
 * The teacher's screens an admin sees differently: /dashboard (its cards) and
 * /virtualclasses-admin (a teacher column, enrolment). The rest of the teacher's screens an admin
 * reads through the same code with the same controls, only more rows: the sweeps read those as the
 * teacher.
 */
const ADMIN_VIEW_OF_TEACHER_SCREENS = ['/dashboard', '/virtualclasses-admin'];
const SAME_FOR_ADMIN = SCREENS.teacher.filter((path) => !ADMIN_VIEW_OF_TEACHER_SCREENS.includes(path));

/** A sweep's readers: who they are in a test's name, how they sign in (none: a visitor), what they read. */
export interface SweptRole {
  who: string;
  signIn?: (page: Page) => Promise<void>;
  paths: (ids: { subject: string; chapter: string }) => string[];
}

/**
 * Each role as the sweeps (accessibility, untranslated text, keyboard) read it: signed in as its
 * demo account, waiting for its first screen, then its SCREENS (an admin's less SAME_FOR_ADMIN,
 * which the teacher's reading covers). A sweep adds or drops screens with
 * `{ ...SWEPT.x, paths }`.
 */
export const SWEPT = {
  public: { who: 'public', paths: ({ subject }) => SCREENS.public(subject) },
  student: {
    who: "a student's",
    signIn: async (page) => {
      await signIn(page, DEMO.student);
      await expectPath(page, '/home-students');
    },
    paths: ({ subject, chapter }) => SCREENS.student(subject, chapter),
  },
  parent: {
    who: "a parent's",
    signIn: async (page) => {
      await parentSignIn(page, DEMO.parent.email, DEMO.parent.phone);
      await expectPath(page, '/dashboard');
    },
    paths: ({ subject }) => SCREENS.parent(subject),
  },
  teacher: {
    who: "a teacher's",
    signIn: async (page) => {
      await signIn(page, DEMO.teacher);
      await expectPath(page, '/dashboard');
    },
    paths: () => SCREENS.teacher,
  },
  admin: {
    who: "an admin's",
    signIn: async (page) => {
      await signIn(page, DEMO.admin);
      await expectPath(page, '/home-admin');
    },
    paths: ({ subject }) => SCREENS.admin(subject).filter((path) => !SAME_FOR_ADMIN.includes(path)),
  },
} satisfies Record<string, SweptRole>;
