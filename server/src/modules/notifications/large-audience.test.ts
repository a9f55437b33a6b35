import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/app.js';
import { daysFromNow, fields, sendForm } from '../../../test/requests.js';
import { makeSchool } from '../../../test/school.js';
import { notifications } from '../../db/schema/index.js';
import { NOTIFY_AT_ONCE } from './service.js';

let t: TestContext;
let s: Awaited<ReturnType<typeof makeSchool>>;
/** More students than one statement can notify (four values a row, 65,535 values a statement). */
const YEAR_GROUP = 20_000;
beforeAll(async () => {
  t = await createTestApp();
  s = await makeSchool(t);
  await t.database.db.execute(sql`
    with new_users as (
      insert into users (role, first_name, last_name, email, password_hash)
      select 'student', 'Year', 'Student ' || g, 'year-' || g || '@example.com', 'not-a-hash'
      from generate_series(1, ${YEAR_GROUP}::int) g returning id, email
    ),
    new_students as (
      insert into students (user_id, student_id, system, academic_year, parent_name, parent_email, parent_phone)
      select id, 'YEAR-' || email, 'National', '2026', 'Parent', 'parent-' || email, '+20 100 000 0000'
      from new_users returning id
    )
    insert into student_subjects (student_id, subject_id) select id, ${s.subject.id} from new_students`);
});
afterAll(() => t.close());

describe('a subject larger than one statement', () => {
  it('notifies every student of a new homework', async () => {
    expect(YEAR_GROUP * 4).toBeGreaterThan(65_535);
    expect(YEAR_GROUP).toBeGreaterThan(NOTIFY_AT_ONCE);
    const res = await sendForm(
      t,
      'POST',
      '/api/homeworks',
      fields({
        title: 'Year homework',
        subject: s.subject.id,
        chapter: s.chapter.id,
        dueDate: daysFromNow(7),
      }),
      s.teacher.headers,
    );
    expect(res.statusCode).toBe(201);
    const [row] = await t.database.db
      .select({ n: count() })
      .from(notifications)
      .where(eq(notifications.link, '/homeworks-students'));
    // The year group and the school's two active Physics students.
    expect(row!.n).toBe(YEAR_GROUP + 2);
  });
});
