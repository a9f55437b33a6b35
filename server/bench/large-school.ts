import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.js';

/** The benched student: the bench reads as him, and the school grows around him. */
export const BENCH_STUDENT = 'youssef.mostafa@students.sabora.school';

/**
 * Grows the demo school to `total` extra students (the ones made before are kept), in the benched
 * student's system and his first subject, each with `perStudent` graded homework submissions: at
 * 100,000 students and 10 each, a million submissions. The student's own reads must not slow with
 * the school's size, nor the leaderboard with his system's; the staff lists grow with it.
 * Returns the grown subject's teacher, whose lists hold every new submission, and a teacher of
 * other subjects only.
 */
export async function growSchool(db: Db, total: number, perStudent: number) {
  const place = await db.execute<{ system: string; subject_id: string; chapter_id: string }>(sql`
    select s.system, ss.subject_id, c.id as chapter_id from students s
    join users u on u.id = s.user_id
    join student_subjects ss on ss.student_id = s.id
    join chapters c on c.subject_id = ss.subject_id
    where u.email = ${BENCH_STUDENT}
    order by ss.subject_id, c."order" limit 1`);
  const { system, subject_id: subjectId, chapter_id: chapterId } = place.rows[0]!;
  const taught = await db.execute<{ email: string }>(sql`
    select u.email from subject_teachers st join users u on u.id = st.teacher_id
    where st.subject_id = ${subjectId} order by st.is_primary desc, u.email limit 1`);
  // And a teacher with no part in that subject, whose lists the growth must not slow: the subject
  // above is the student's first by id, so which demo teacher teaches it differs between runs.
  const other = await db.execute<{ email: string }>(sql`
    select u.email from users u where u.role = 'teacher' and u.is_active
      and exists (select 1 from subject_teachers st where st.teacher_id = u.id)
      and not exists (select 1 from subject_teachers st where st.teacher_id = u.id and st.subject_id = ${subjectId})
    order by u.email limit 1`);
  const grown = { teacherEmail: taught.rows[0]!.email, otherTeacherEmail: other.rows[0]!.email };

  // The homeworks they handed in: past due, made once.
  await db.execute(sql`
    insert into homeworks (title, subject_id, chapter_id, due_date)
    select 'Bench homework ' || g, ${subjectId}, ${chapterId}, now() - (g || ' days')::interval
    from generate_series(1, ${perStudent}) g
    where not exists (select 1 from homeworks where title = 'Bench homework ' || g and subject_id = ${subjectId})`);

  const existing = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from users where email like 'bench-%@bench.local'`,
  );
  const from = existing.rows[0]!.n + 1;
  if (from > total) return grown;
  // In slices, so no one statement holds a transaction of a million rows.
  const SLICE = 20_000;
  for (let start = from; start <= total; start += SLICE) {
    const end = Math.min(total, start + SLICE - 1);
    await db.execute(sql`
      with new_users as (
        insert into users (role, first_name, last_name, email, password_hash)
        select 'student', 'Bench', 'Student ' || g, 'bench-' || g || '@bench.local', 'not-a-hash'
        from generate_series(${start}::int, ${end}::int) g returning id, email
      ),
      new_students as (
        insert into students (user_id, student_id, system, academic_year, parent_name, parent_email, parent_phone)
        select nu.id, 'BENCH-' || nu.email, ${system}, '2026', 'Parent', 'parent-' || nu.email, '+20 100 000 0000'
        from new_users nu returning id
      ),
      enrolled as (
        -- Enrolled when the term began, before every bench homework was due: all of it is theirs.
        insert into student_subjects (student_id, subject_id, enrolled_at)
        select ns.id, ${subjectId}, now() - interval '120 days' from new_students ns
        returning student_id
      )
      insert into homework_submissions (homework_id, student_id, status, grade, submitted_at)
      select h.id, e.student_id, 'graded', (random() * 100)::int, h.due_date - interval '1 hour'
      from enrolled e
      cross join (select id, due_date from homeworks where subject_id = ${subjectId} and title like 'Bench homework %') h`);
  }
  // What autovacuum would do in time: statistics for the grown tables, so plans fit their size,
  // and their visibility maps, so a case measured just after growing does not share the machine
  // with autovacuum's pass over the new rows.
  await db.execute(sql`vacuum analyze`);
  return grown;
}
