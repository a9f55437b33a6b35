import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.js';

/**
 * A subject of the bench's own, straight in the database, taught by the demo's first teacher (by
 * subject name) in that teacher's system, with one chapter: a class whose numbers the demo's own
 * work cannot disturb.
 */
export async function addBenchSubject(db: Db, name: string, codePrefix: string) {
  const place = await db.execute<{ system: string; teacher_id: string; email: string }>(sql`
    select s.system, st.teacher_id, u.email
    from subjects s join subject_teachers st on st.subject_id = s.id join users u on u.id = st.teacher_id
    order by s.name
    limit 1`);
  const { system, teacher_id: teacherId, email } = place.rows[0]!;
  const made = await db.execute<{ subject_id: string; chapter_id: string }>(sql`
    with s as (
      insert into subjects (name, code, system, academic_year)
      values (${name}, ${codePrefix} || '-' || gen_random_uuid(), ${system}, '2026')
      returning id
    ), t as (
      insert into subject_teachers (subject_id, teacher_id, is_primary) select id, ${teacherId}, true from s
    ), c as (
      insert into chapters (subject_id, title, "order") select id, ${`${name} chapter`}, 1 from s returning id
    )
    select s.id as subject_id, c.id as chapter_id from s, c`);
  const { subject_id: subjectId, chapter_id: chapterId } = made.rows[0]!;
  return { subjectId, chapterId, system, teacherId, teacherEmail: email };
}
