import { beforeAll, describe, expect, it } from 'vitest';
import { addStudent, uniqueEmail } from '../../../test/students.js';
import { studentsSuite } from '../../../test/students-school.js';

/** The students list: paging, search and filters, and its CSV export. */

const s = studentsSuite();

describe('GET /api/students', () => {
  let tag: string;
  beforeAll(async () => {
    tag = `zq${Date.now().toString(36)}`;
    for (const [i, system] of (['National', 'IGCSE', 'American'] as const).entries()) {
      await addStudent(
        s.t,
        s.admin,
        { system, parentName: `Parent ${tag}`, parentPhone: `+20 122 000 ${i}00${i}` },
        { firstName: `${tag}${i}`, lastName: 'Listed' },
      );
    }
    // One more the search leaves out: the whole list holds more than the three.
    await addStudent(s.t, s.admin);
  });

  it('pages with totals, newest first, and loads each student’s enrolments', async () => {
    const res = await s.call('GET', `/api/students?search=${tag}&limit=2`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, totalCount: 3, totalPages: 2 });
    expect(body.data.map((s: { user: { firstName: string } }) => s.user.firstName)).toEqual([
      `${tag}2`,
      `${tag}1`,
    ]);
    const page2 = (await s.call('GET', `/api/students?search=${tag}&limit=2&page=2`)).json();
    expect(page2.data.map((s: { user: { firstName: string } }) => s.user.firstName)).toEqual([`${tag}0`]);
    const all = (await s.call('GET', '/api/students')).json();
    expect(all.data.length).toBeLessThanOrEqual(20);
    expect(all.totalCount).toBeGreaterThan(3);
  });

  it('searches names, email, student id and the parent’s name, email and phone; filters system and status', async () => {
    const target = (await s.call('GET', `/api/students?search=${tag}1`)).json().data[0];
    const find = async (q: string) =>
      (await s.call('GET', `/api/students?search=${encodeURIComponent(q)}`))
        .json()
        .data.map((s: { _id: string }) => s._id);
    expect(await find(`${tag}1 listed`)).toEqual([target._id]);
    expect(await find(target.user.email.toUpperCase())).toEqual([target._id]);
    expect(await find(target.studentId)).toEqual([target._id]);
    expect(await find(target.parentEmail)).toEqual([target._id]);
    expect(await find('122 000 1001')).toEqual([target._id]);
    expect(await find(`parent ${tag}`)).toHaveLength(3);
    expect(await find('100%_')).toEqual([]);
    const igcse = (await s.call('GET', `/api/students?search=${tag}&system=IGCSE`)).json();
    expect(igcse.data.map((s: { system: string }) => s.system)).toEqual(['IGCSE']);
    const inactive = (await s.call('GET', `/api/students?search=${tag}&status=inactive`)).json();
    expect(inactive.totalCount).toBe(0);
    const bad = await s.call('GET', '/api/students?limit=500');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^limit: /);
  });
});

describe('GET /api/students/export', () => {
  it('sends students.csv with the import columns minus password, subject codes and a formula guard that spares phones', async () => {
    const email = uniqueEmail('export');
    const parentEmail = uniqueEmail('export-parent');
    const added = await addStudent(
      s.t,
      s.admin,
      {
        parentName: 'Said, "Abu Ali"',
        parentEmail,
        subjects: [
          { subject: s.physics.id, teacher: s.teacherA },
          { subject: s.maths.id, teacher: s.teacherB },
        ],
      },
      { firstName: '=HYPERLINK("http://evil")', lastName: '@Kamal', email },
    );
    const created = added.json().data;
    const res = await s.call('GET', `/api/students/export?search=${encodeURIComponent(email)}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="students.csv"');
    const lines = res.body.split('\r\n');
    expect(lines[0]).toBe(
      '\uFEFFstudentId,firstName,lastName,email,phone,system,academicYear,status,parentName,parentEmail,parentPhone,subjects',
    );
    expect(lines[1]).toBe(
      `${created.studentId},"'=HYPERLINK(""http://evil"")",'@Kamal,${email},+20 100 555 1234,National,2026,active,"Said, ""Abu Ali""",${parentEmail},+20 111 222 3333,${s.maths.code};${s.physics.code}`,
    );
    expect(lines).toHaveLength(3);
    expect(lines[2]).toBe('');
  });
});
