import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../../test/app.js';
import { IMPORT_HEADER, importSuite } from '../../../test/student-import.js';
import { uniqueEmail } from '../../../test/students.js';
import { notifications, studentSubjects, students, users } from '../../db/schema/index.js';

/** Importing students from a CSV file: a good file, and the export read back. */

const s = importSuite();

describe('POST /api/students/import', () => {
  it('imports a good file in one go: accounts, profiles, parents (created or linked) and enrolments', async () => {
    const existingParent = await createUser(s.t, 'parent', { phone: '+20 100 000 0001' });
    const [a, b, c] = [uniqueEmail('imp-a'), uniqueEmail('imp-b'), uniqueEmail('imp-c')];
    const newParent = uniqueEmail('imp-parent');
    const csv = [
      IMPORT_HEADER,
      `Ali,Hassan,${a},+20 100 111 0001,ali-pass,National,2026,"Hassan, Sr.",${newParent},'+20 100 222 0001,${s.physics.code.toLowerCase()}; ${s.maths.code}`,
      `Mona,"Said ""Mimi""",${b.toUpperCase()},'+20 100 111 0002,mona-pass,National,2026,Hassan Sr,${newParent.toUpperCase()},+20 100 222 0001,`,
      '',
      `Omar,Fathy,${c},01001110003,omar-pass,IGCSE,2026-2027,Amal Fathy,${existingParent.email},01000000001,${s.igcse.code}`,
      ',,,,,,,,,,',
    ].join('\r\n');
    const before = await s.userCount();
    const res = await s.upload('/api/students/import', `\uFEFF${csv}\r\n`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: 'Imported 3 students.',
      created: 3,
      updated: 0,
      unchanged: 0,
    });
    // 3 students and one new parent (the two first rows share it; the third links to an existing one).
    expect(await s.userCount()).toBe(before + 4);

    const rows = await s.t.database.db
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
    const enrolled = await s.t.database.db
      .select()
      .from(studentSubjects)
      .where(eq(studentSubjects.studentId, ali.id));
    expect(enrolled.map((e) => [e.subjectId, e.teacherId, e.isActive]).sort()).toEqual(
      [
        [s.physics.id, s.primary.id, true],
        [s.maths.id, s.other.id, true],
      ].sort(),
    );
    const parents = await s.t.database.db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = ${newParent}`);
    expect(parents).toMatchObject([
      { role: 'parent', firstName: 'Hassan,', lastName: 'Sr.', phone: '+20 100 222 0001' },
    ]);
    const notes = await s.t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, ali.userId));
    expect(notes).toHaveLength(2);

    const login = await s.t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: b, password: 'mona-pass' },
    });
    expect(login.statusCode).toBe(200);
    expect(await s.storedFiles()).toBe(0);
  });

  it('reads back its own export (formula guard undone) once a password column is added', async () => {
    const email = uniqueEmail('round');
    const csv = [
      IMPORT_HEADER,
      `Rana,Adel,${email},'+20 100 999 0001,rana-pass,National,2026,'-Dash Parent,${uniqueEmail('rp')},'+20 100 999 0002,${s.physics.code}`,
    ].join('\n');
    const res = await s.upload('/api/students/import', csv);
    expect(res.statusCode).toBe(200);
    const [row] = await s.t.database.db
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
