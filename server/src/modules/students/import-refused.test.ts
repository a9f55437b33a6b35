import { isErrorCode, STUDENT_IMPORT_MAX_ROWS } from '@sabora/contract';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../../test/app.js';
import { multipart } from '../../../test/multipart.js';
import { IMPORT_HEADER, importSuite } from '../../../test/student-import.js';
import { uniqueEmail } from '../../../test/students.js';

/** An import refused: bad rows (nothing written) and files it cannot read. */

const s = importSuite();

describe('POST /api/students/import', () => {
  it('writes nothing when any row is bad, and names each error with its line', async () => {
    const taken = await createUser(s.t, 'student');
    const teacher = await createUser(s.t, 'teacher');
    const dup = uniqueEmail('dup');
    const csv = [
      IMPORT_HEADER,
      `Good,Row,${uniqueEmail('good')},+20 100 000 0001,good-pass,National,2026,P One,${uniqueEmail('p')},+20 100 000 0002,${s.physics.code}`,
      `Short,Pass,${dup},+20 100 000 0003,123,National,2026,P Two,${uniqueEmail('p')},+20 100 000 0004,`,
      `Dup,Email,${dup.toUpperCase()},,dup-pass,Martian,2026,P Three,${teacher.email},+20 100 000 0005,NOPE;${s.untaught.code}`,
      `"Multi","line",${taken.email},+20 100 000 0006,taken-pass,National,2026,"P\nFour",${dup},+20 100 000 0007,${s.igcse.code}`,
      `Too,Few,${uniqueEmail('few')}`,
    ].join('\n');
    const before = await s.userCount();
    const res = await s.upload('/api/students/import', csv);
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
          message: `Subjects: Art (${s.untaught.code}) has no teacher; assign one first.`,
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
          message: `Subjects: Chemistry (${s.igcse.code}) is not a National subject.`,
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
    expect(await s.userCount()).toBe(before);
    expect(await s.storedFiles()).toBe(0);
  });

  it('refuses files it cannot read, with a message about the file', async () => {
    const cases: [string | Buffer, string, number, string][] = [
      ['', 'students.csv', 400, 'file: the file is empty'],
      [`${IMPORT_HEADER}\r\n\r\n`, 'students.csv', 400, 'file: the file has no student rows'],
      [
        'firstName,lastName,email\nA,B,c@example.com',
        'students.csv',
        400,
        `file: the header row is missing phone, system, academicYear, parentName, parentEmail, parentPhone (expected columns: studentId,firstName,lastName,email,phone,password,system,academicYear,status,parentName,parentEmail,parentPhone,subjects)`,
      ],
      [`${IMPORT_HEADER}\nA,"B`, 'students.csv', 400, 'file: line 2: a quoted field is not closed'],
      [
        Buffer.from([0x66, 0x69, 0xff, 0xfe]),
        'students.csv',
        400,
        'file: the file is not UTF-8 text; save it as "CSV UTF-8" and try again',
      ],
      [
        `${IMPORT_HEADER}\n`,
        'students.xlsx',
        400,
        'file: students.xlsx is not an accepted file type (allowed: csv).',
      ],
      ['x'.repeat(1024 * 1024 + 10), 'students.csv', 413, 'file: students.csv is larger than 1 MB.'],
    ];
    for (const [content, filename, status, message] of cases) {
      const res = await s.upload('/api/students/import', content, filename);
      const { code, params: _params, ...reply } = res.json();
      expect(reply, message).toEqual({ success: false, message });
      expect(isErrorCode(code), code).toBe(true);
      expect(res.statusCode).toBe(status);
    }
    const rows = Array.from(
      { length: STUDENT_IMPORT_MAX_ROWS + 1 },
      (_, i) => `A,B,a${i}@x.io,1,2,3,4,5,6,7,`,
    );
    const tooMany = await s.upload('/api/students/import', [IMPORT_HEADER, ...rows].join('\n'));
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe(
      `file: at most ${STUDENT_IMPORT_MAX_ROWS} students can be imported at once; this file has ${STUDENT_IMPORT_MAX_ROWS + 1}`,
    );
    const form = multipart([{ name: 'note', value: 'no file' }]);
    const noFile = await s.t.app.inject({
      method: 'POST',
      url: '/api/students/import',
      headers: { ...s.admin, ...form.headers },
      payload: form.payload,
    });
    expect(noFile.json()).toEqual({
      success: false,
      code: 'importFileMissing',
      message: 'file: choose a .csv file to import',
    });
    const notMultipart = await s.t.app.inject({
      method: 'POST',
      url: '/api/students/import',
      headers: s.admin,
      payload: {},
    });
    expect(notMultipart.statusCode).toBe(400);
    expect(await s.storedFiles()).toBe(0);
  });
});
