import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestContext } from '../test/app.js';
import { type MatrixSchool, makeMatrixSchool } from '../test/matrix-fixtures.js';
import type { Part } from '../test/multipart.js';
import { fields, sendForm } from '../test/requests.js';

/**
 * Who may call what (issue 16): every route of the API × every kind of caller, with the decided
 * answer. The routes come from the server's own OpenAPI document (GET /api/docs/json), so a new
 * route cannot ship without a line in ROUTES, and a line for a route that is gone fails too.
 *
 * Every call names real objects of the school's `subject` (test/matrix-fixtures.ts). The callers:
 * nobody signed in; the student enrolled in `subject` and their parent; a student of the other
 * subject only and that student's parent (out of scope); the teacher of the other subject (out of
 * scope) and the teacher of `subject`; an admin.
 *
 * A refused caller gets exactly the status of the table: 401 signed out, 403 for a role the route
 * is not for, and 404 for a caller of the right role for whom the object is out of scope (the
 * server answers as if it did not exist: docs/decisions.md, "Who sees what"). A caller let through
 * gets neither 401 nor 403, nor the route's out-of-scope status, and an out-of-scope caller let
 * through (a list) finds no id of the subject's objects in the reply. Nobody ever gets a 5xx.
 *
 * Bodies are empty (a 400 then still proves the gate let the caller through), or valid where the
 * service checks the scope only after reading the form (so a 400 would hide the 404). The role
 * gate runs in the `onRequest` hook (plugins/auth.ts), before any body is parsed or validated, so
 * an empty body never hides a 401 or 403. Calls that change or delete what they name get objects
 * of their own (`fresh`), so no cell depends on the order the others run in; every cell signs in
 * with a new token, so the logout cell revokes only its own.
 */

const WHO = [
  'none',
  'student',
  'parent',
  'studentOfOtherSubject',
  'parentOfOtherStudent',
  'teacherOfOtherSubject',
  'teacherOfSubject',
  'admin',
] as const;
type Who = (typeof WHO)[number];
const OUT_OF_SCOPE: readonly Who[] = [
  'studentOfOtherSubject',
  'parentOfOtherStudent',
  'teacherOfOtherSubject',
];

/** 'ok': let through (any status but a refusal or a server error); a number: refused with it. */
type Outcome = 'ok' | 401 | 403 | 404;
type Access = Record<Who, Outcome>;

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
const anyone = Object.fromEntries(WHO.map((who) => [who, 'ok'])) as Access;
/** Any signed-in user. */
const signedIn: Access = { ...anyone, none: 401 };
/** Only these roles (both teachers are 'teacher'); anyone else signed in gets 403. */
function only(...roles: (typeof ROLE_OF)[keyof typeof ROLE_OF][]): Access {
  const access = { ...signedIn };
  for (const [who, role] of Object.entries(ROLE_OF)) if (!roles.includes(role)) access[who as Who] = 403;
  return access;
}
const admins = only('admin');
const staff = only('admin', 'teacher');
const everyRole = only('admin', 'teacher', 'student', 'parent');
/** Staff of the subject: for the other subject's teacher its objects do not exist. */
const subjectStaff: Access = { ...staff, teacherOfOtherSubject: 404 };
/**
 * Whoever may see the subject's work: its staff, its enrolled student and that student's parent.
 * For everyone else signed in it does not exist.
 */
const subjectReaders: Access = {
  ...signedIn,
  studentOfOtherSubject: 404,
  parentOfOtherStudent: 404,
  teacherOfOtherSubject: 404,
};
/** A student's own work (`?student=` names the subject's student): they and their parent only. */
const ownWork: Access = {
  ...only('student', 'parent'),
  studentOfOtherSubject: 404,
  parentOfOtherStudent: 404,
};
/** What a student does in a subject they are enrolled in (start a quiz, join a class). */
const enrolledStudent: Access = { ...only('student'), studentOfOtherSubject: 404 };

type Params = Record<string, string>;
interface Route {
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

/** Path parameters that name the same object on every route that has them. */
const DEFAULT_PARAMS = (f: MatrixSchool): Params => ({
  subjectId: f.subject.id,
  chapterId: f.chapter.id,
  questionId: f.question._id,
  userId: f.student.user.id,
  index: '0',
});
const theStudent = (f: MatrixSchool) => ({ student: f.student.profile.id });
/** An empty grade: the submission is looked up first (404 out of scope), then the grade refused. */
const emptyGrade = () => fields({ grade: '' });

const ROUTES: Record<string, Route> = {
  // --- Public ---
  'GET /api/health': { access: anyone },
  'GET /api/public-config': { access: anyone },
  'POST /api/auth/login': { access: anyone },
  'POST /api/auth/parent-login': { access: anyone },
  'POST /api/auth/forgot-password': { access: anyone },
  'POST /api/auth/reset-password': { access: anyone },
  'POST /api/auth/verify-email': { access: anyone },
  // Public so that a stale or revoked token can still clear its cookie.
  'POST /api/auth/logout': { access: anyone },
  'GET /api/subjects/popular': { access: anyone },
  // The public course catalogue (issue 18, item 9): active subjects, their outline, no people.
  'GET /api/catalogue/subjects': { access: anyone },
  'GET /api/catalogue/subjects/{id}': { access: anyone, params: (f) => ({ id: f.subject.id }) },
  // The landing page shows subject pictures to visitors.
  'GET /api/subjects/{id}/image': { access: anyone, params: (f) => ({ id: f.subject.id }) },
  // A calendar app cannot sign in: the secret token in the address is the key.
  'GET /api/calendar/{token}': { access: anyone, params: async (f) => ({ token: await f.calendarToken() }) },

  // --- Accounts ---
  'POST /api/auth/register': { access: admins },
  'GET /api/auth/me': { access: signedIn },
  'PUT /api/users/{userId}/password': { access: admins, fresh: (f) => f.fresh.user() },
  'GET /api/users/me/settings': { access: signedIn },
  'PUT /api/users/me/settings': { access: signedIn },
  'PUT /api/users/me': { access: signedIn },
  'PUT /api/users/me/password': { access: signedIn },
  'PUT /api/users/me/avatar': { access: signedIn, form: () => [] },
  // Avatars are shown to every signed-in user (docs/decisions.md, "Accounts").
  'GET /api/users/{userId}/avatar': { access: signedIn },
  'GET /api/notifications': { access: signedIn },
  'GET /api/notifications/unread-count': { access: signedIn },
  'PUT /api/notifications/read-all': { access: signedIn },
  // The student's own notification: nobody else's, an admin's included.
  'PUT /api/notifications/{id}/read': {
    access: { ...Object.fromEntries(WHO.map((who) => [who, 404])), none: 401, student: 'ok' } as Access,
    params: (f) => ({ id: f.notification.id }),
  },
  'GET /api/audit': { access: admins },

  // --- Subjects and chapters ---
  'GET /api/subjects': { access: signedIn },
  'GET /api/subjects/{id}': { access: subjectReaders, params: (f) => ({ id: f.subject.id }) },
  'POST /api/subjects': { access: admins, form: () => [] },
  'PUT /api/subjects/{id}': { access: admins, fresh: (f) => f.fresh.subject(), form: () => [] },
  'DELETE /api/subjects/{id}': { access: admins, fresh: (f) => f.fresh.subject() },
  'GET /api/chapters/subject/{subjectId}': { access: subjectReaders },
  'GET /api/chapters/{id}': { access: subjectReaders, params: (f) => ({ id: f.chapter.id }) },
  'POST /api/chapters': { access: admins },
  'PUT /api/chapters/{id}': { access: admins, fresh: (f) => f.fresh.chapter() },
  'DELETE /api/chapters/{id}': { access: admins, fresh: (f) => f.fresh.chapter() },
  'GET /api/chapters/{subjectId}/homework-counts': { access: subjectStaff },

  // --- People (admins) ---
  'GET /api/teachers': { access: admins },
  'POST /api/teachers': { access: admins },
  'PUT /api/teachers/{id}': { access: admins, fresh: (f) => f.fresh.teacher() },
  'DELETE /api/teachers/{id}': { access: admins, fresh: (f) => f.fresh.teacher() },
  'POST /api/teachers/{teacherId}/subjects/{subjectId}': {
    access: admins,
    fresh: (f) => f.fresh.unassigned(),
  },
  'DELETE /api/teachers/{teacherId}/subjects/{subjectId}': {
    access: admins,
    fresh: (f) => f.fresh.assignment(),
  },
  'GET /api/students': { access: admins },
  'GET /api/students/export': { access: admins },
  'POST /api/students': { access: admins },
  'POST /api/students/with-account': { access: admins },
  'PUT /api/students/{id}': { access: admins, fresh: (f) => f.fresh.student() },
  'DELETE /api/students/{id}': { access: admins, fresh: (f) => f.fresh.student() },
  'POST /api/students/import/preview': { access: admins, form: () => [] },
  'POST /api/students/import': { access: admins, form: () => [] },
  'GET /api/parents': { access: admins },
  'GET /api/parents/export': { access: admins },
  'GET /api/parents/me/children': { access: only('parent') },
  'PUT /api/parents/{id}': { access: admins, fresh: (f) => f.fresh.parent() },
  'DELETE /api/parents/{id}': { access: admins, fresh: (f) => f.fresh.parent() },

  // --- Student home ---
  'GET /api/students/calendar-due-dates': { access: ownWork, query: theStudent },
  'GET /api/students/leaderboard': { access: only('student') },
  'GET /api/students/me/summary': { access: ownWork, query: theStudent },
  // Staff dashboard (issue 18): scoped to the caller's subjects, so the other teacher sees none of these.
  'GET /api/staff/overview': { access: staff },
  'GET /api/students/calendar-feed': { access: only('student') },
  'POST /api/students/calendar-feed': { access: only('student') },

  // --- Question bank ---
  'GET /api/question-bank': { access: staff },
  'GET /api/question-bank/chapter/{chapterId}': { access: subjectStaff },
  'POST /api/question-bank': { access: subjectStaff, form: (f) => f.forms.question() },
  'PUT /api/question-bank/{id}': {
    access: subjectStaff,
    fresh: (f) => f.fresh.question(),
    form: (f) => f.forms.question(),
  },
  'DELETE /api/question-bank/{id}': { access: subjectStaff, fresh: (f) => f.fresh.question() },
  // Staff only: students see a question's image through the homework or quiz it is in.
  'GET /api/question-bank/{id}/image': { access: subjectStaff, params: (f) => ({ id: f.question._id }) },

  // --- Homeworks ---
  'GET /api/homeworks': { access: staff },
  // A valid answer, so the out-of-scope student meets the 404 rather than a 400 (the student: 409, handed in).
  'PUT /api/homeworks/{id}/answers': {
    access: enrolledStudent,
    params: (f) => ({ id: f.homework._id }),
    json: (f) => ({ answers: [{ question: f.question._id, selectedAnswer: 'x' }] }),
  },
  'POST /api/homeworks': { access: subjectStaff, form: (f) => f.forms.homework() },
  'GET /api/homeworks/student/my-homeworks': { access: only('student') },
  'PUT /api/homeworks/{id}': {
    access: subjectStaff,
    fresh: (f) => f.fresh.homework(),
    form: (f) => f.forms.homework(),
  },
  'DELETE /api/homeworks/{id}': { access: subjectStaff, fresh: (f) => f.fresh.homework() },
  'GET /api/homeworks/{id}/download-file': {
    access: subjectReaders,
    params: (f) => ({ id: f.homework._id }),
  },
  // Students and parents only once the due date has passed (it has, for this homework).
  'GET /api/homeworks/{id}/correction-file': {
    access: subjectReaders,
    params: (f) => ({ id: f.homework._id }),
  },
  'GET /api/homeworks/{id}/questions/{questionId}/image': {
    access: subjectReaders,
    params: (f) => ({ id: f.homework._id }),
  },

  // --- Exams ---
  'GET /api/exams': { access: staff },
  'POST /api/exams': { access: subjectStaff, form: (f) => f.forms.exam() },
  'GET /api/exams/student/my-exams': { access: only('student') },
  'PUT /api/exams/{id}': { access: subjectStaff, fresh: (f) => f.fresh.exam(), form: (f) => f.forms.exam() },
  'DELETE /api/exams/{id}': { access: subjectStaff, fresh: (f) => f.fresh.exam() },
  'GET /api/exams/{id}/download': { access: subjectReaders, params: (f) => ({ id: f.exam._id }) },

  // --- Submissions: the student's own, read by them, their parent and the subject's staff ---
  'GET /api/homework-submissions/my': { access: ownWork, query: theStudent },
  'GET /api/homework-submissions/my/{itemId}': {
    access: ownWork,
    params: (f) => ({ itemId: f.homework._id }),
    query: theStudent,
  },
  'POST /api/homework-submissions/submit': { access: only('student'), form: () => [] },
  'GET /api/homework-submissions/{id}/file/{index}': {
    access: subjectReaders,
    params: (f) => ({ id: f.homeworkSubmission._id }),
  },
  'GET /api/homework-submissions/{id}/correction-file/{index}': {
    access: subjectReaders,
    params: (f) => ({ id: f.homeworkSubmission._id }),
  },
  'GET /api/homework-submissions/{id}/earlier-file/{index}': {
    access: subjectReaders,
    params: (f) => ({ id: f.homeworkSubmission._id }),
  },
  // Only the student's own hand-in (graded here, so they get 409); another student's does not exist.
  'PUT /api/homework-submissions/{id}/files': {
    access: { ...only('student'), studentOfOtherSubject: 404 },
    params: (f) => ({ id: f.homeworkSubmission._id }),
    form: () => [],
  },
  'GET /api/exam-submissions/my': { access: ownWork, query: theStudent },
  'GET /api/exam-submissions/my/{itemId}': {
    access: ownWork,
    params: (f) => ({ itemId: f.exam._id }),
    query: theStudent,
  },
  'POST /api/exam-submissions/submit': { access: only('student'), form: () => [] },
  'GET /api/exam-submissions/{id}/file/{index}': {
    access: subjectReaders,
    params: (f) => ({ id: f.examSubmission._id }),
  },
  'GET /api/exam-submissions/{id}/correction-file/{index}': {
    access: subjectReaders,
    params: (f) => ({ id: f.examSubmission._id }),
  },
  'GET /api/exam-submissions/{id}/earlier-file/{index}': {
    access: subjectReaders,
    params: (f) => ({ id: f.examSubmission._id }),
  },
  // Only the student's own hand-in (graded here, so they get 409); another student's does not exist.
  'PUT /api/exam-submissions/{id}/files': {
    access: { ...only('student'), studentOfOtherSubject: 404 },
    params: (f) => ({ id: f.examSubmission._id }),
    form: () => [],
  },
  'GET /api/quiz-submissions/my': { access: ownWork, query: theStudent },
  'GET /api/quiz-submissions/{id}/correction-file/{index}': {
    access: subjectReaders,
    params: (f) => ({ id: f.quizAttempt.id }),
  },

  // --- Grading ---
  'GET /api/homework-submissions': { access: staff },
  'PUT /api/homework-submissions/{id}/grade': {
    access: subjectStaff,
    params: (f) => ({ id: f.homeworkSubmission._id }),
    form: emptyGrade,
  },
  'GET /api/exam-submissions': { access: staff },
  'PUT /api/exam-submissions/{id}/grade': {
    access: subjectStaff,
    params: (f) => ({ id: f.examSubmission._id }),
    form: emptyGrade,
  },
  'GET /api/quiz-submissions': { access: staff },
  'PUT /api/quiz-submissions/{id}/grade': {
    access: subjectStaff,
    params: (f) => ({ id: f.quizAttempt.id }),
    form: emptyGrade,
  },

  // --- Quizzes ---
  'GET /api/quizzes': { access: staff },
  'POST /api/quizzes': { access: subjectStaff, json: (f) => f.forms.quiz() },
  'PUT /api/quizzes/{id}': {
    access: subjectStaff,
    fresh: (f) => f.fresh.quiz(),
    json: (f) => f.forms.quiz(),
  },
  'DELETE /api/quizzes/{id}': { access: subjectStaff, fresh: (f) => f.fresh.quiz() },
  'GET /api/quizzes/available': { access: only('student') },
  // The student has taken this quiz already: a second start is a 409, a second submit the first result.
  'POST /api/quizzes/{id}/start': { access: enrolledStudent, params: (f) => ({ id: f.quiz._id }) },
  'POST /api/quizzes/{id}/submit': {
    access: enrolledStudent,
    params: (f) => ({ id: f.quiz._id }),
    json: () => ({}),
  },
  // A valid answer, so the out-of-scope student meets the 404 rather than a 400 (the student: 409, submitted).
  'PUT /api/quizzes/{id}/answers': {
    access: enrolledStudent,
    params: (f) => ({ id: f.quiz._id }),
    json: (f) => ({ answers: [{ question: f.question._id, selectedAnswer: 'x' }] }),
  },
  // The quiz's staff and a student who has an attempt at it; not the parent (decisions, "Start").
  'GET /api/quizzes/{id}/questions/{questionId}/image': {
    access: { ...subjectReaders, parent: 404 },
    params: (f) => ({ id: f.quiz._id }),
  },

  // --- Virtual classes ---
  'GET /api/virtual-classes/student/my-classes': { access: only('student') },
  'POST /api/virtual-classes/{id}/join': {
    access: enrolledStudent,
    params: (f) => ({ id: f.virtualClass._id }),
  },
  'GET /api/virtual-classes/attendance': { access: ownWork, query: theStudent },
  'GET /api/virtual-classes': { access: staff },
  'POST /api/virtual-classes': { access: subjectStaff, json: (f) => f.forms.virtualClass() },
  'GET /api/virtual-classes/teachers': { access: staff },
  'GET /api/virtual-classes/teachers/subject/{subjectId}': { access: subjectStaff },
  // Only admins enrol students, so only they list every student.
  'GET /api/virtual-classes/students': { access: admins },
  'GET /api/virtual-classes/students/subject/{subjectId}': { access: subjectStaff },
  'GET /api/virtual-classes/stats/overview': { access: staff },
  'PUT /api/virtual-classes/{id}': {
    access: subjectStaff,
    fresh: (f) => f.fresh.virtualClass(),
    json: (f) => f.forms.virtualClass(),
  },
  'DELETE /api/virtual-classes/{id}': { access: subjectStaff, fresh: (f) => f.fresh.virtualClass() },
  // Only admins enrol students: every teacher is refused (403, by the service), their own class's too.
  'POST /api/virtual-classes/{id}/enroll': {
    access: admins,
    fresh: (f) => f.fresh.virtualClass(),
    json: (f) => ({ studentIds: [f.student.profile.id] }),
  },
  'GET /api/virtual-classes/{id}/attendance/export': {
    access: subjectStaff,
    params: (f) => ({ id: f.virtualClass._id }),
  },

  // --- Library (an item of `subject`, not public) ---
  'GET /api/library': { access: everyRole },
  'POST /api/library': { access: subjectStaff, form: (f) => f.forms.libraryItem() },
  'PUT /api/library/{id}': {
    access: subjectStaff,
    fresh: (f) => f.fresh.libraryItem(),
    form: (f) => f.forms.libraryEdit(),
  },
  'DELETE /api/library/{id}': { access: subjectStaff, fresh: (f) => f.fresh.libraryItem() },
  'GET /api/library/subjects': { access: everyRole },
  'GET /api/library/subjects/{subjectId}': { access: subjectReaders },
  'GET /api/library/chapter/{chapterId}': { access: subjectReaders },
  'GET /api/library/recent': { access: everyRole },
  'POST /api/library/{id}/download': { access: subjectReaders, params: (f) => ({ id: f.material._id }) },
  'GET /api/library/{id}/file': { access: subjectReaders, params: (f) => ({ id: f.material._id }) },
  'POST /api/library/{id}/view': { access: subjectReaders, params: (f) => ({ id: f.recording._id }) },
};

let t: TestContext;
let f: MatrixSchool;
beforeAll(async () => {
  t = await createTestApp();
  f = await makeMatrixSchool(t);
});
afterAll(() => t.close());

/** A new session of the caller's account for every call (a logout revokes only that one). */
function headersOf(who: Who): Record<string, string> {
  if (who === 'none') return {};
  const user = {
    student: f.student.user,
    parent: f.student.parent.user,
    studentOfOtherSubject: f.outsider.user,
    parentOfOtherStudent: f.outsider.parent.user,
    teacherOfOtherSubject: f.otherTeacher.user,
    teacherOfSubject: f.teacher.user,
    admin: f.admin.user,
  }[who];
  return bearer(t.app.tokens.sign(user));
}

async function send(key: string, route: Route, who: Who) {
  const [method, path] = key.split(' ') as ['GET' | 'POST' | 'PUT' | 'DELETE', string];
  const params = { ...DEFAULT_PARAMS(f), ...(await route.params?.(f)), ...(await route.fresh?.(f)) };
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${key}: no value for {${name}}`);
    return encodeURIComponent(value);
  });
  const url = route.query ? `${filled}?${new URLSearchParams(route.query(f))}` : filled;
  const headers = headersOf(who);
  if (route.form)
    return { url, res: await sendForm(t, method as 'POST' | 'PUT', url, route.form(f), headers) };
  const json = route.json?.(f);
  const res = await t.app.inject({
    method,
    url,
    headers,
    ...(json === undefined ? {} : { payload: json as object }),
  });
  return { url, res };
}

/** The ids of the subject's objects, which no out-of-scope caller may find in a reply. */
const subjectIds = (f: MatrixSchool) => ({
  subject: f.subject.id,
  chapter: f.chapter.id,
  question: f.question._id,
  homework: f.homework._id,
  exam: f.exam._id,
  quiz: f.quiz._id,
  'library material': f.material._id,
  'library recording': f.recording._id,
  'virtual class': f.virtualClass._id,
  'homework submission': f.homeworkSubmission._id,
  'exam submission': f.examSubmission._id,
  'quiz attempt': f.quizAttempt.id,
  "the subject's student": f.student.profile.id,
  "the subject's student's account": f.student.user.id,
  "the subject's teacher": f.teacher.user.id,
});

describe('the authorization matrix', () => {
  it('has a decided line for every route of the API, and none for a route that is gone', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const served = Object.entries(doc.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(served.length).toBeGreaterThan(100);
    // Undecided: a route of the API without a line in ROUTES (decide who may call it). Gone: a line
    // in ROUTES for a route the API no longer has.
    const undecided = served.filter((r) => !(r in ROUTES));
    const gone = Object.keys(ROUTES).filter((r) => !served.includes(r));
    expect({ undecided, gone }).toEqual({ undecided: [], gone: [] });
  });

  describe.each(Object.entries(ROUTES))('%s', (key, route) => {
    // What the route refuses out-of-scope callers with: a caller let through never gets it.
    const scopeRefusals = Object.values(route.access).filter((o) => o !== 'ok' && o !== 401 && o !== 403);
    const isPublic = route.access.none === 'ok';

    it.each(WHO.map((who) => [who, route.access[who]] as const))('%s → %s', async (who, outcome) => {
      const { url, res } = await send(key, route, who);
      const what = `${key} as ${who}: ${res.statusCode} ${res.body.slice(0, 300)}`;
      expect(res.statusCode, what).toBeLessThan(500);
      if (outcome !== 'ok') {
        expect(res.statusCode, what).toBe(outcome);
        return;
      }
      expect([401, 403, ...scopeRefusals], what).not.toContain(res.statusCode);
      if (OUT_OF_SCOPE.includes(who) && !isPublic) {
        const seen = Object.entries(subjectIds(f))
          .filter(([, id]) => res.body.includes(id) && !url.includes(id))
          .map(([name]) => name);
        expect(seen, `${key} as ${who} shows objects of a subject out of their scope`).toEqual([]);
      }
    });
  });
});
