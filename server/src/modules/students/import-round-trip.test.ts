import { count, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { importSuite } from '../../../test/student-import.js';
import { addStudent, uniqueEmail } from '../../../test/students.js';
import { notifications, studentSubjects, students, users } from '../../db/schema/index.js';

/** An export imported again: unchanged students stay, changed ones are updated. */

const s = importSuite();

describe('export → import', () => {
  const exportOf = async (search: string) => {
    const res = await s.t.app.inject({
      method: 'GET',
      url: `/api/students/export?search=${encodeURIComponent(search)}`,
      headers: s.admin,
    });
    expect(res.statusCode).toBe(200);
    return res.body;
  };
  const snapshot = async (emails: string[]) => {
    const rows = await s.t.database.db
      .select({ user: users, student: students })
      .from(students)
      .innerJoin(users, eq(users.id, students.userId))
      .where(inArray(users.email, emails))
      .orderBy(users.email);
    const ids = rows.map((r) => r.student.id);
    const enrolled = await s.t.database.db
      .select()
      .from(studentSubjects)
      .where(inArray(studentSubjects.studentId, ids))
      .orderBy(studentSubjects.studentId, studentSubjects.subjectId);
    const notes = await s.t.database.db
      .select({ n: count() })
      .from(notifications)
      .where(
        inArray(
          notifications.userId,
          rows.map((r) => r.user.id),
        ),
      );
    return { rows, enrolled, notes: notes[0]!.n, users: await s.userCount() };
  };

  it('re-importing an export changes nothing, and says so', async () => {
    const tag = `round-${Date.now()}`;
    const a = uniqueEmail(`${tag}-a`);
    const b = uniqueEmail(`${tag}-b`);
    const first = await addStudent(
      s.t,
      s.admin,
      {
        subjects: [
          { subject: s.physics.id, teacher: s.other.id }, // not the primary teacher: must be kept
          { subject: s.maths.id, teacher: s.other.id },
        ],
      },
      { email: a, firstName: '=Odd', phone: '+20 100 555 0001' },
    );
    expect(first.statusCode).toBe(201);
    const second = await addStudent(s.t, s.admin, { system: 'IGCSE', subjects: [] }, { email: b, phone: '' });
    expect(second.statusCode).toBe(201);
    // A graduated student with an inactive enrolment.
    const put = await s.t.app.inject({
      method: 'PUT',
      url: `/api/students/${first.json().data._id}`,
      headers: s.admin,
      payload: {
        status: 'graduated',
        subjects: [
          { subject: s.physics.id, teacher: s.other.id, isActive: false },
          { subject: s.maths.id, teacher: s.other.id, isActive: true },
        ],
      },
    });
    expect(put.statusCode).toBe(200);

    const file = await exportOf(tag);
    expect(file).toContain(',+20 100 555 0001,'); // a phone is written as it is
    expect(file).toContain("'=Odd"); // a formula is not
    const before = await snapshot([a, b]);

    const preview = await s.upload('/api/students/import/preview', file);
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
    const res = await s.upload('/api/students/import', file);
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
      s.t,
      s.admin,
      { subjects: [{ subject: s.physics.id, teacher: s.other.id }] },
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
    cells[column('subjects')] = `${s.physics.code.toLowerCase()};${s.maths.code}`;
    const newcomer = uniqueEmail(`${tag}-new`);
    const csv = [
      `${header},password`,
      `${cells.join(',')},ignored-pass`,
      `,New,Comer,${newcomer},+20 100 777 0001,IGCSE,2026,active,P,${uniqueEmail('pp')},+20 100 777 0002,${s.igcse.code},new-pass`,
    ].join('\n');
    const preview = await s.upload('/api/students/import/preview', csv);
    expect(preview.json().data.rows).toMatchObject([
      { studentId, action: 'update', changes: ['Phone', 'Status', 'Subjects'], errors: [] },
      { studentId: '', action: 'add', system: 'IGCSE', errors: [] },
    ]);
    const res = await s.upload('/api/students/import', csv);
    expect(res.json()).toEqual({
      success: true,
      message: 'Students added 1, updated 1.',
      created: 1,
      updated: 1,
      unchanged: 0,
    });
    const [stored] = await s.t.database.db
      .select({ phone: users.phone, status: students.status, id: students.id })
      .from(students)
      .innerJoin(users, eq(users.id, students.userId))
      .where(eq(users.email, email));
    expect(stored).toMatchObject({ phone: '+20 100 777 0000', status: 'graduated' });
    const enrolled = await s.t.database.db
      .select({ subject: studentSubjects.subjectId, teacher: studentSubjects.teacherId })
      .from(studentSubjects)
      .where(eq(studentSubjects.studentId, stored!.id));
    expect(enrolled.sort((x, y) => x.subject.localeCompare(y.subject))).toEqual(
      [
        { subject: s.physics.id, teacher: s.other.id }, // kept, with its teacher
        { subject: s.maths.id, teacher: s.other.id }, // maths' only teacher
      ].sort((x, y) => x.subject.localeCompare(y.subject)),
    );
    const login = (password: string) =>
      s.t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
    expect((await login('first-pass')).statusCode).toBe(200);
    expect((await login('ignored-pass')).statusCode).toBe(401);
  });

  it('refuses a student ID that does not belong to the row, and a bad status, naming them', async () => {
    const email = uniqueEmail('ids');
    const added = await addStudent(s.t, s.admin, {}, { email });
    const theirs = added.json().data.studentId as string;
    const stranger = uniqueEmail('stranger');
    const csv = [
      'studentId,firstName,lastName,email,phone,password,system,academicYear,status,parentName,parentEmail,parentPhone',
      `STU-1999-0001,A,B,${email},+20 100 000 0001,,National,2026,active,P,${uniqueEmail('p')},+20 100 000 0002`,
      `${theirs.toLowerCase()},A,B,${stranger},+20 100 000 0001,pass-word,National,2026,on leave,P,${uniqueEmail('p')},+20 100 000 0002`,
      `STU-1999-0001,A,B,${uniqueEmail('x')},+20 100 000 0001,pass-word,National,2026,,P,${uniqueEmail('p')},+20 100 000 0002`,
    ].join('\n');
    const res = await s.upload('/api/students/import', csv);
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
