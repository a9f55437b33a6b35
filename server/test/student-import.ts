import { users } from '../src/db/schema/index.js';
import { createTestApp, createUser, signedIn } from './app.js';
import { makeSubject } from './factories.js';
import { filesOnDisk, rowCount, sendForm } from './requests.js';
import { fileSuite } from './suite.js';

/** The header row of an import file: the export's columns without studentId and status, with password. */
export const IMPORT_HEADER =
  'firstName,lastName,email,phone,password,system,academicYear,parentName,parentEmail,parentPhone,subjects';

/**
 * The school the student import suites (src/modules/students/import-*.test.ts) share: an admin, two
 * teachers (`primary` is Physics' primary teacher, `other` teaches Physics and Maths), Art with no
 * teacher, and IGCSE Chemistry.
 */
async function makeImportSchool() {
  const t = await createTestApp();
  const admin = (await signedIn(t, 'admin')).headers;
  const primary = await createUser(t, 'teacher');
  const other = await createUser(t, 'teacher');
  const physics = await makeSubject(t, {
    name: 'Physics',
    teachers: [other.id, primary.id],
    primary: primary.id,
  });
  const maths = await makeSubject(t, { name: 'Maths', teachers: [other.id] });
  const untaught = await makeSubject(t, { name: 'Art' });
  const igcse = await makeSubject(t, { name: 'Chemistry', system: 'IGCSE', teachers: [primary.id] });
  /** Sends a file to an import route (import or its preview), as the admin unless told. */
  const upload = (url: string, content: string | Buffer, filename = 'students.csv', headers = admin) =>
    sendForm(t, 'POST', url, [{ name: 'file', filename, content, contentType: 'text/csv' }], headers);
  return {
    t,
    admin,
    primary,
    other,
    physics,
    maths,
    untaught,
    igcse,
    upload,
    userCount: () => rowCount(t, users),
    storedFiles: () => filesOnDisk(t),
  };
}

/** That school, made for a test file's tests (test/suite.ts). */
export const importSuite = () => fileSuite(makeImportSchool);
