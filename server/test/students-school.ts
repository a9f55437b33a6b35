import { createTestApp, createUser, signedIn, type TestContext } from './app.js';
import { makeSubject } from './factories.js';
import { fileSuite } from './suite.js';

/**
 * The school the students suites (src/modules/students/students-*.test.ts) share: an admin, two
 * teachers, two National subjects (Physics taught by A, Maths by both) and an IGCSE one (Biology,
 * taught by B).
 */
async function makeStudentsSchool() {
  const t = await createTestApp();
  const admin = (await signedIn(t, 'admin')).headers;
  const teacherA = (await createUser(t, 'teacher', { firstName: 'Omar', lastName: 'Nabil' })).id;
  const teacherB = (await createUser(t, 'teacher', { firstName: 'Sara', lastName: 'Fathy' })).id;
  const physics = await makeSubject(t, { name: 'Physics', teachers: [teacherA], primary: teacherA });
  const maths = await makeSubject(t, { name: 'Maths', teachers: [teacherA, teacherB] });
  const igcseBio = await makeSubject(t, { name: 'Biology', system: 'IGCSE', teachers: [teacherB] });
  /** A call to the API, as the admin unless other headers are given. */
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers = admin, payload?: object) =>
    t.app.inject({ method, url, headers, ...(payload && { payload }) });
  return { t, admin, teacherA, teacherB, physics, maths, igcseBio, call };
}

/** That school, made for a test file's tests (test/suite.ts). */
export const studentsSuite = () => fileSuite(makeStudentsSchool);

/** How many rows each table a student add writes holds: equal before and after means nothing stored. */
export async function rowCounts(t: TestContext) {
  const result = await t.database.executeSql(
    `SELECT (SELECT count(*) FROM users)::int AS users, (SELECT count(*) FROM students)::int AS students,
            (SELECT count(*) FROM student_subjects)::int AS enrolments,
            (SELECT count(*) FROM notifications)::int AS notifications,
            (SELECT count(*) FROM user_tokens)::int AS tokens`,
  );
  return (Array.isArray(result) ? result[0]! : result).rows[0] as Record<string, number>;
}
