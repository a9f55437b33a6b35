import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { isErrorCode, STUDENT_IMPORT_MAX_ROWS } from '@sabora/contract';
import { count, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, signedIn, type TestContext } from '../../../test/app.js';
import { makeSubject } from '../../../test/factories.js';
import { multipart } from '../../../test/multipart.js';
import { addStudent, uniqueEmail } from '../../../test/students.js';
import { notifications, studentSubjects, students, users } from '../../db/schema/index.js';

let t: TestContext;
let admin: Record<string, string>;
let primary: { id: string; email: string };
let other: { id: string };
let physics: { id: string; code: string };
let maths: { id: string; code: string };
let untaught: { id: string; code: string };
let igcse: { id: string; code: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signedIn(t, 'admin')).headers;
  primary = await createUser(t, 'teacher');
  other = await createUser(t, 'teacher');
  physics = await makeSubject(t, { name: 'Physics', teachers: [other.id, primary.id], primary: primary.id });
  maths = await makeSubject(t, { name: 'Maths', teachers: [other.id] });
  untaught = await makeSubject(t, { name: 'Art' });
  igcse = await makeSubject(t, { name: 'Chemistry', system: 'IGCSE', teachers: [primary.id] });
});
afterAll(() => t.close());

const HEADER =
  'firstName,lastName,email,phone,password,system,academicYear,parentName,parentEmail,parentPhone,subjects';

const upload = (url: string, content: string | Buffer, filename = 'students.csv', headers = admin) => {
  const form = multipart([{ name: 'file', filename, content, contentType: 'text/csv' }]);
  return t.app.inject({
    method: 'POST',
    url,
    headers: { ...headers, ...form.headers },
    payload: form.payload,
  });
};

const userCount = async () => (await t.database.db.select({ n: count() }).from(users))[0]!.n;
const storedFiles = async () =>
  (
    await readdir(path.join(t.dataDir, 'uploads'), { recursive: true, withFileTypes: true }).catch(() => [])
  ).filter((e) => e.isFile()).length;

describe('POST /api/students/import', () => {
  it('imports a good file in one go: accounts, profiles, parents (created or linked) and enrolments', async () => {
    const existingParent = await createUser(t, 'parent', { phone: '+20 100 000 0001' });
    const [a, b, c] = [uniqueEmail('imp-a'), uniqueEmail('imp-b'), uniqueEmail('imp-c')];
    const newParent = uniqueEmail('imp-parent');
    const csv = [
      HEADER,
      `Ali,Hassan,${a},+20 100 111 0001,ali-pass,National,2026,"Hassan, Sr.",${newParent},'+20 100 222 0001,${physics.code.toLowerCase()}; ${maths.code}`,
      `Mona,"Said ""Mimi""",${b.toUpperCase()},'+20 100 111 0002,mona-pass,National,2026,Hassan Sr,${newParent.toUpperCase()},+20 100 222 0001,`,
      '',
      `Omar,Fathy,${c},01001110003,omar-pass,IGCSE,2026-2027,Amal Fathy,${existingParent.email},01000000001,${igcse.code}`,
      ',,,,,,,,,,',
    ].join('\r\n');
    const before = await userCount();
    const res = await upload('/api/students/import', `\uFEFF${csv}\r\n`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: 'Imported 3 students.',
      created: 3,
      updated: 0,
      unchanged: 0,
    });
    // 3 students and one new parent (the two first rows share it; the third links to an existing one).
    expect(await userCount()).toBe(before + 4);

    const rows = await t.database.db
      .select({ email: users.email, lastName: users.lastName, phone: users.phone, student: students })
      .from(students)
      .innerJoin(users, eq(users.id, students.userId))
      .where(inArray(users.email, [a, b, c]))
      .orderBy(users.email);
    expect(rows.map((r) => [r.email, r.student.system, r.student.parentEmail])).toEqual(
      [
        [a, 'National', newParent],
        [b, 'National', newParent],
        [c, 'IGCSE', existingParent.email],
      ].sort((x, y) => x[0]!.localeCompare(y[0]!)),
    );
    expect(rows.find((r) => r.email === b)).toMatchObject({
      lastName: 'Said "Mimi"',
      phone: '+20 100 111 0002',
    });
    expect(new Set(rows.map((r) => r.student.studentId)).size).toBe(3);

    const ali = rows.find((r) => r.email === a)!.student;
    const enrolled = await t.database.db
      .select()
      .from(studentSubjects)
      .where(eq(studentSubjects.studentId, ali.id));
    expect(enrolled.map((e) => [e.subjectId, e.teacherId, e.isActive]).sort()).toEqual(
      [
        [physics.id, primary.id, true],
        [maths.id, other.id, true],
      ].sort(),
    );
    const parents = await t.database.db.select().from(users).where(sql`lower(${users.email}) = ${newParent}`);
    expect(parents).toMatchObject([
      { role: 'parent', firstName: 'Hassan,', lastName: 'Sr.', phone: '+20 100 222 0001' },
    ]);
    const notes = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, ali.userId));
    expect(notes).toHaveLength(2);

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: b, password: 'mona-pass' },
    });
    expect(login.statusCode).toBe(200);
    expect(await storedFiles()).toBe(0);
  });

  it('writes nothing when any row is bad, and names each error with its line', async () => {
    const taken = await createUser(t, 'student');
    const teacher = await createUser(t, 'teacher');
    const dup = uniqueEmail('dup');
    const csv = [
      HEADER,
      `Good,Row,${uniqueEmail('good')},+20 100 000 0001,good-pass,National,2026,P One,${uniqueEmail('p')},+20 100 000 0002,${physics.code}`,
      `Short,Pass,${dup},+20 100 000 0003,123,National,2026,P Two,${uniqueEmail('p')},+20 100 000 0004,`,
      `Dup,Email,${dup.toUpperCase()},,dup-pass,Martian,2026,P Three,${teacher.email},+20 100 000 0005,NOPE;${untaught.code}`,
      `"Multi","line",${taken.email},+20 100 000 0006,taken-pass,National,2026,"P\nFour",${dup},+20 100 000 0007,${igcse.code}`,
      `Too,Few,${uniqueEmail('few')}`,
    ].join('\n');
    const before = await userCount();
    const res = await upload('/api/students/import', csv);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      code: 'importRowsInvalid',
      params: { count: 4 },
      message: '4 row(s) have errors; nothing was imported.',
      errors: [
        {
          line: 3,
          message: 'Password must be at least 8 characters.',
          code: 'importRowField',
          params: expect.any(Object),
        },
        { line: 4, message: 'Phone is required.', code: 'importRowRequired', params: expect.any(Object) },
        {
          line: 4,
          message: 'System "Martian" is not one of National, IGCSE or American.',
          code: 'importRowSystemUnknown',
          params: expect.any(Object),
        },
        {
          line: 4,
          message: 'Email is also used on line 3.',
          code: 'importRowEmailRepeated',
          params: expect.any(Object),
        },
        {
          line: 4,
          message: 'Parent email belongs to a teacher account.',
          code: 'importRowParentOtherRole',
          params: expect.any(Object),
        },
        {
          line: 4,
          message: 'Subjects: no subject has the code NOPE.',
          code: 'importRowSubjectUnknown',
          params: expect.any(Object),
        },
        {
          line: 4,
          message: `Subjects: Art (${untaught.code}) has no teacher; assign one first.`,
          code: 'importRowSubjectUntaught',
          params: expect.any(Object),
        },
        {
          line: 5,
          message:
            'Email belongs to a student account without a student profile; complete it with Add Student.',
          code: 'importRowStudentWithoutProfile',
          params: {},
        },
        {
          line: 5,
          message: 'Parent email belongs to the student on line 3.',
          code: 'importRowParentIsStudent',
          params: expect.any(Object),
        },
        {
          line: 5,
          message: `Subjects: Chemistry (${igcse.code}) is not a National subject.`,
          code: 'importRowSubjectOtherSystem',
          params: expect.any(Object),
        },
        {
          line: 7,
          message: 'This row has 3 values but the header has 11 columns.',
          code: 'importRowValueCount',
          params: expect.any(Object),
        },
        { line: 7, message: 'Phone is required.', code: 'importRowRequired', params: expect.any(Object) },
        { line: 7, message: 'Password is required.', code: 'importRowRequired', params: expect.any(Object) },
        { line: 7, message: 'System is required.', code: 'importRowRequired', params: expect.any(Object) },
        {
          line: 7,
          message: 'Academic year is required.',
          code: 'importRowRequired',
          params: expect.any(Object),
        },
        {
          line: 7,
          message: 'Parent name is required.',
          code: 'importRowRequired',
          params: expect.any(Object),
        },
        {
          line: 7,
          message: 'Parent email is required.',
          code: 'importRowRequired',
          params: expect.any(Object),
        },
        {
          line: 7,
          message: 'Parent phone is required.',
          code: 'importRowRequired',
          params: expect.any(Object),
        },
      ],
    });
    // What the web needs to say them in another language: the rule and its limit, the role.
    const [password, , , , parentRole] = res.json().errors;
    expect(password.params).toEqual({
      label: 'Password',
      column: 'password',
      field: 'password',
      problem: 'must be at least 8 characters',
      issue: 'too_small',
      origin: 'string',
      minimum: 8,
      inclusive: 'true',
    });
    expect(parentRole.params).toEqual({ role: 'teacher' });
    expect(await userCount()).toBe(before);
    expect(await storedFiles()).toBe(0);
  });

  it('refuses files it cannot read, with a message about the file', async () => {
    const cases: [string | Buffer, string, number, string][] = [
      ['', 'students.csv', 400, 'file: the file is empty'],
      [`${HEADER}\r\n\r\n`, 'students.csv', 400, 'file: the file has no student rows'],
      [
        'firstName,lastName,email\nA,B,c@example.com',
        'students.csv',
        400,
        `file: the header row is missing phone, system, academicYear, parentName, parentEmail, parentPhone (expected columns: studentId,firstName,lastName,email,phone,password,system,academicYear,status,parentName,parentEmail,parentPhone,subjects)`,
      ],
      [`${HEADER}\nA,"B`, 'students.csv', 400, 'file: line 2: a quoted field is not closed'],
      [
        Buffer.from([0x66, 0x69, 0xff, 0xfe]),
        'students.csv',
        400,
        'file: the file is not UTF-8 text; save it as "CSV UTF-8" and try again',
      ],
      [
        `${HEADER}\n`,
        'students.xlsx',
        400,
        'file: students.xlsx is not an accepted file type (allowed: csv).',
      ],
      ['x'.repeat(1024 * 1024 + 10), 'students.csv', 413, 'file: students.csv is larger than 1 MB.'],
    ];
    for (const [content, filename, status, message] of cases) {
      const res = await upload('/api/students/import', content, filename);
      const { code, params: _params, ...reply } = res.json();
      expect(reply, message).toEqual({ success: false, message });
      expect(isErrorCode(code), code).toBe(true);
      expect(res.statusCode).toBe(status);
    }
    const rows = Array.from(
      { length: STUDENT_IMPORT_MAX_ROWS + 1 },
      (_, i) => `A,B,a${i}@x.io,1,2,3,4,5,6,7,`,
    );
    const tooMany = await upload('/api/students/import', [HEADER, ...rows].join('\n'));
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe(
      `file: at most ${STUDENT_IMPORT_MAX_ROWS} students can be imported at once; this file has ${STUDENT_IMPORT_MAX_ROWS + 1}`,
    );
    const form = multipart([{ name: 'note', value: 'no file' }]);
    const noFile = await t.app.inject({
      method: 'POST',
      url: '/api/students/import',
      headers: { ...admin, ...form.headers },
      payload: form.payload,
    });
    expect(noFile.json()).toEqual({
      success: false,
      code: 'importFileMissing',
      message: 'file: choose a .csv file to import',
    });
    const notMultipart = await t.app.inject({
      method: 'POST',
      url: '/api/students/import',
      headers: admin,
      payload: {},
    });
    expect(notMultipart.statusCode).toBe(400);
    expect(await storedFiles()).toBe(0);
  });

  it('reads back its own export (formula guard undone) once a password column is added', async () => {
    const email = uniqueEmail('round');
    const csv = [
      HEADER,
      `Rana,Adel,${email},'+20 100 999 0001,rana-pass,National,2026,'-Dash Parent,${uniqueEmail('rp')},'+20 100 999 0002,${physics.code}`,
    ].join('\n');
    const res = await upload('/api/students/import', csv);
    expect(res.statusCode).toBe(200);
    const [row] = await t.database.db
      .select({ phone: users.phone, parentName: students.parentName, parentPhone: students.parentPhone })
      .from(students)
      .innerJoin(users, eq(users.id, students.userId))
      .where(eq(users.email, email));
    expect(row).toEqual({
      phone: '+20 100 999 0001',
      parentName: '-Dash Parent',
      parentPhone: '+20 100 999 0002',
    });
  });
});

describe('POST /api/students/import/preview', () => {
  it('shows each row with its errors and writes nothing', async () => {
    const good = uniqueEmail('prev-good');
    const csv = [
      HEADER,
      `Hana,Ali,${good},+20 100 000 0001,hana-pass,National,2026,P,${uniqueEmail('pp')},+20 100 000 0002,${physics.code};${maths.code}`,
      `Bad,Row,not-an-email,+20 100 000 0003,bad-pass,IGCSE,2026,P,${uniqueEmail('pp')},+20 100 000 0004,${physics.code}`,
    ].join('\n');
    const before = await userCount();
    const res = await upload('/api/students/import/preview', csv);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      data: {
        rows: [
          {
            line: 2,
            studentId: '',
            firstName: 'Hana',
            lastName: 'Ali',
            email: good,
            system: 'National',
            subjects: [physics.code, maths.code],
            parentEmail: expect.stringMatching(/^pp-/),
            action: 'add',
            changes: [],
            errors: [],
            problems: [],
          },
          {
            line: 3,
            studentId: '',
            firstName: 'Bad',
            lastName: 'Row',
            email: 'not-an-email',
            system: 'IGCSE',
            subjects: [physics.code],
            parentEmail: expect.stringMatching(/^pp-/),
            action: 'add',
            changes: [],
            errors: [
              'Email must be a valid email address.',
              `Subjects: Physics (${physics.code}) is not an IGCSE subject.`,
            ],
            // The same problems as codes, with what the web needs to word them in any language.
            problems: [
              {
                code: 'importRowField',
                params: {
                  label: 'Email',
                  column: 'email',
                  field: 'email',
                  problem: 'must be a valid email address',
                  issue: 'invalid_format',
                  format: 'email',
                  origin: 'string',
                },
              },
              {
                code: 'importRowSubjectOtherSystem',
                params: { subject: `Physics (${physics.code})`, system: 'IGCSE' },
              },
            ],
          },
        ],
        validCount: 1,
        invalidCount: 1,
        added: 1,
        updated: 0,
        unchanged: 0,
      },
    });
    expect(await userCount()).toBe(before);
    expect(await storedFiles()).toBe(0);
  });
});

describe('export → import (issue 18)', () => {
  const exportOf = async (search: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/students/export?search=${encodeURIComponent(search)}`,
      headers: admin,
    });
    expect(res.statusCode).toBe(200);
    return res.body;
  };
  const snapshot = async (emails: string[]) => {
    const rows = await t.database.db
      .select({ user: users, student: students })
      .from(students)
      .innerJoin(users, eq(users.id, students.userId))
      .where(inArray(users.email, emails))
      .orderBy(users.email);
    const ids = rows.map((r) => r.student.id);
    const enrolled = await t.database.db
      .select()
      .from(studentSubjects)
      .where(inArray(studentSubjects.studentId, ids))
      .orderBy(studentSubjects.studentId, studentSubjects.subjectId);
    const notes = await t.database.db
      .select({ n: count() })
      .from(notifications)
      .where(
        inArray(
          notifications.userId,
          rows.map((r) => r.user.id),
        ),
      );
    return { rows, enrolled, notes: notes[0]!.n, users: await userCount() };
  };

  it('re-importing an export changes nothing, and says so', async () => {
    const tag = `round-${Date.now()}`;
    const a = uniqueEmail(`${tag}-a`);
    const b = uniqueEmail(`${tag}-b`);
    const first = await addStudent(
      t,
      admin,
      {
        subjects: [
          { subject: physics.id, teacher: other.id }, // not the primary teacher: must be kept
          { subject: maths.id, teacher: other.id },
        ],
      },
      { email: a, firstName: '=Odd', phone: '+20 100 555 0001' },
    );
    expect(first.statusCode).toBe(201);
    const second = await addStudent(t, admin, { system: 'IGCSE', subjects: [] }, { email: b, phone: '' });
    expect(second.statusCode).toBe(201);
    // A graduated student with an inactive enrolment.
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/students/${first.json().data._id}`,
      headers: admin,
      payload: {
        status: 'graduated',
        subjects: [
          { subject: physics.id, teacher: other.id, isActive: false },
          { subject: maths.id, teacher: other.id, isActive: true },
        ],
      },
    });
    expect(put.statusCode).toBe(200);

    const file = await exportOf(tag);
    expect(file).toContain(',+20 100 555 0001,'); // a phone is written as it is
    expect(file).toContain("'=Odd"); // a formula is not
    const before = await snapshot([a, b]);

    const preview = await upload('/api/students/import/preview', file);
    expect(preview.statusCode).toBe(200);
    expect(preview.json().data).toMatchObject({
      validCount: 2,
      invalidCount: 0,
      added: 0,
      updated: 0,
      unchanged: 2,
    });
    expect(
      preview.json().data.rows.map((r: { action: string; changes: string[] }) => [r.action, r.changes]),
    ).toEqual([
      ['unchanged', []],
      ['unchanged', []],
    ]);
    const res = await upload('/api/students/import', file);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: 'Nothing to change: the 2 student(s) in the file are up to date.',
      created: 0,
      updated: 0,
      unchanged: 2,
    });
    expect(await snapshot([a, b])).toEqual(before);
  });

  it('updates the students a row changes (matched by email), keeps passwords, and reads values in any case', async () => {
    const tag = `upd-${Date.now()}`;
    const email = uniqueEmail(`${tag}-a`);
    const added = await addStudent(
      t,
      admin,
      { subjects: [{ subject: physics.id, teacher: other.id }] },
      { email, password: 'first-pass' },
    );
    expect(added.statusCode).toBe(201);
    const studentId = added.json().data.studentId as string;
    const [header, row] = (await exportOf(tag)).replace(/^\uFEFF/, '').split('\r\n');
    const cells = row!.split(',');
    const column = (name: string) => header!.split(',').indexOf(name);
    cells[column('phone')] = '+20 100 777 0000';
    cells[column('status')] = 'GRADUATED';
    cells[column('system')] = 'national';
    cells[column('subjects')] = `${physics.code.toLowerCase()};${maths.code}`;
    const newcomer = uniqueEmail(`${tag}-new`);
    const csv = [
      `${header},password`,
      `${cells.join(',')},ignored-pass`,
      `,New,Comer,${newcomer},+20 100 777 0001,IGCSE,2026,active,P,${uniqueEmail('pp')},+20 100 777 0002,${igcse.code},new-pass`,
    ].join('\n');
    const preview = await upload('/api/students/import/preview', csv);
    expect(preview.json().data.rows).toMatchObject([
      { studentId, action: 'update', changes: ['Phone', 'Status', 'Subjects'], errors: [] },
      { studentId: '', action: 'add', system: 'IGCSE', errors: [] },
    ]);
    const res = await upload('/api/students/import', csv);
    expect(res.json()).toEqual({
      success: true,
      message: 'Students added 1, updated 1.',
      created: 1,
      updated: 1,
      unchanged: 0,
    });
    const [stored] = await t.database.db
      .select({ phone: users.phone, status: students.status, id: students.id })
      .from(students)
      .innerJoin(users, eq(users.id, students.userId))
      .where(eq(users.email, email));
    expect(stored).toMatchObject({ phone: '+20 100 777 0000', status: 'graduated' });
    const enrolled = await t.database.db
      .select({ subject: studentSubjects.subjectId, teacher: studentSubjects.teacherId })
      .from(studentSubjects)
      .where(eq(studentSubjects.studentId, stored!.id));
    expect(enrolled.sort((x, y) => x.subject.localeCompare(y.subject))).toEqual(
      [
        { subject: physics.id, teacher: other.id }, // kept, with its teacher
        { subject: maths.id, teacher: other.id }, // maths' only teacher
      ].sort((x, y) => x.subject.localeCompare(y.subject)),
    );
    const login = (password: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
    expect((await login('first-pass')).statusCode).toBe(200);
    expect((await login('ignored-pass')).statusCode).toBe(401);
  });

  it('refuses a student ID that does not belong to the row, and a bad status, naming them', async () => {
    const email = uniqueEmail('ids');
    const added = await addStudent(t, admin, {}, { email });
    const theirs = added.json().data.studentId as string;
    const stranger = uniqueEmail('stranger');
    const csv = [
      'studentId,firstName,lastName,email,phone,password,system,academicYear,status,parentName,parentEmail,parentPhone',
      `STU-1999-0001,A,B,${email},+20 100 000 0001,,National,2026,active,P,${uniqueEmail('p')},+20 100 000 0002`,
      `${theirs.toLowerCase()},A,B,${stranger},+20 100 000 0001,pass-word,National,2026,on leave,P,${uniqueEmail('p')},+20 100 000 0002`,
      `STU-1999-0001,A,B,${uniqueEmail('x')},+20 100 000 0001,pass-word,National,2026,,P,${uniqueEmail('p')},+20 100 000 0002`,
    ].join('\n');
    const res = await upload('/api/students/import', csv);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      {
        line: 2,
        message: `Student ID STU-1999-0001 does not match: ${email} is ${theirs}. An import cannot change a student's email or ID.`,
        code: 'importRowIdMismatch',
        params: { studentId: 'STU-1999-0001', email, storedId: theirs },
      },
      {
        line: 3,
        message: 'Status "on leave" is not one of active, inactive, graduated or suspended.',
        code: 'importRowStatusUnknown',
        params: { value: 'on leave' },
      },
      {
        line: 3,
        message: `Student ID ${theirs} belongs to ${email}. An import cannot change a student's email or ID.`,
        code: 'importRowIdTaken',
        params: { studentId: theirs, email },
      },
      {
        line: 4,
        message: 'Student ID STU-1999-0001 does not exist; leave it empty for a new student.',
        code: 'importRowIdUnknown',
        params: { studentId: 'STU-1999-0001' },
      },
    ]);
  });
});
