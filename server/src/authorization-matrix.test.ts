import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestContext } from '../test/app.js';
import { OUT_OF_SCOPE, type Params, type Route, WHO, type Who } from '../test/matrix-access.js';
import { type MatrixSchool, makeMatrixSchool } from '../test/matrix-fixtures.js';
import { COURSE_ROUTES } from '../test/matrix-routes-courses.js';
import { PEOPLE_ROUTES } from '../test/matrix-routes-people.js';
import { SUBMISSION_ROUTES } from '../test/matrix-routes-submissions.js';
import { WORK_ROUTES } from '../test/matrix-routes-work.js';
import { sendForm } from '../test/requests.js';

/**
 * Who may call what: every route of the API × every kind of caller, with the decided
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
 *
 * The lines are kept by domain in test/matrix-routes-*.ts, in the words of test/matrix-access.ts.
 */

/** Every line of the tables in one; a route with a line in two tables is a mistake to fix. */
function oneTable(...tables: Record<string, Route>[]) {
  const all: Record<string, Route> = {};
  for (const [key, route] of tables.flatMap((table) => Object.entries(table))) {
    if (key in all) throw new Error(`${key} has a line in two tables of test/matrix-routes-*.ts`);
    all[key] = route;
  }
  return all;
}
const ROUTES = oneTable(PEOPLE_ROUTES, COURSE_ROUTES, WORK_ROUTES, SUBMISSION_ROUTES);

/** Path parameters that name the same object on every route that has them. */
const DEFAULT_PARAMS = (f: MatrixSchool): Params => ({
  subjectId: f.subject.id,
  chapterId: f.chapter.id,
  questionId: f.question._id,
  userId: f.student.user.id,
  index: '0',
});

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
