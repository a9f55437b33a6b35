import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.js';
import { addBenchSubject } from './bench-subject.js';

/**
 * A large class for the gradebook, added to the demo school straight in the database: a subject
 * of its own taught by the demo's first teacher, `students` students enrolled a term ago, and
 * `items` pieces of work (homeworks, quizzes and exams in turn, one due each week, the last few
 * still open). Each student handed in about four in five of the past ones, most of them graded
 * and some late; the rest are missing. Returns the subject and its teacher's email.
 */
export async function addGradebookSchool(db: Db, students: number, items: number) {
  const { subjectId, chapterId, system, teacherId, teacherEmail } = await addBenchSubject(
    db,
    'Gradebook bench subject',
    'GRADEBOOK',
  );

  // Item g is due (g + 3 - items) weeks from now: one a week, the last three still open.
  const due = sql`now() + ((g + 3 - ${items}::int) * interval '7 days')`;
  await db.execute(sql`
    insert into homeworks (title, subject_id, chapter_id, due_date)
    select 'Gradebook homework ' || g, ${subjectId}, ${chapterId}, ${due}
    from generate_series(1, ${items}) g where g % 3 = 1`);
  await db.execute(sql`
    insert into quizzes (title, subject_id, due_date, duration_minutes)
    select 'Gradebook quiz ' || g, ${subjectId}, ${due}, 20
    from generate_series(1, ${items}) g where g % 3 = 2`);
  await db.execute(sql`
    insert into exams (title, subject_id, due_date)
    select 'Gradebook exam ' || g, ${subjectId}, ${due}
    from generate_series(1, ${items}) g where g % 3 = 0`);

  await db.execute(sql`
    with new_users as (
      insert into users (role, first_name, last_name, email, password_hash)
      select 'student', 'Gradebook', 'Student ' || g, 'gradebook-' || g || '@bench.local', 'not-a-hash'
      from generate_series(1, ${students}) g returning id, email
    ),
    new_students as (
      insert into students (user_id, student_id, system, academic_year, parent_name, parent_email, parent_phone)
      select nu.id, 'GRADEBOOK-' || nu.email, ${system}, '2026', 'Parent', 'parent-' || nu.email, '+20 100 000 0000'
      from new_users nu returning id
    )
    insert into student_subjects (student_id, subject_id, teacher_id, enrolled_at)
    select ns.id, ${subjectId}, ${teacherId}, now() - interval '2 years' from new_students ns`);

  // Hand-ins of past work: about 4 in 5 pairs (by a hash of the pair), 9 in 10 of those graded
  // (quizzes are marked at submit), 1 in 7 late.
  const pastPairs = (items: string) => sql`
    from ${sql.raw(items)} i
    join student_subjects ss on ss.subject_id = i.subject_id
    cross join lateral (select abs(hashtext(i.id::text || ss.student_id::text)) as h) x
    where i.subject_id = ${subjectId} and i.due_date < now() and h % 5 <> 0`;
  for (const [items, work, itemColumn] of [
    ['homeworks', 'homework_submissions', 'homework_id'],
    ['exams', 'exam_submissions', 'exam_id'],
  ] as const) {
    await db.execute(sql`
      insert into ${sql.raw(work)} (${sql.raw(itemColumn)}, student_id, status, grade, is_late, submitted_at)
      select i.id, ss.student_id,
        (case when h % 10 = 0 then 'submitted' else 'graded' end)::submission_status,
        case when h % 10 = 0 then null else 40 + h % 61 end,
        h % 7 = 0, i.due_date - interval '1 hour'
      ${pastPairs(items)}`);
  }
  await db.execute(sql`
    insert into quiz_attempts (quiz_id, student_id, status, score, grade, is_late, submitted_at, total_questions)
    select i.id, ss.student_id, (case when h % 7 = 0 then 'late' else 'graded' end)::quiz_attempt_status,
      40 + h % 61, 40 + h % 61, h % 7 = 0, i.due_date - interval '1 hour', 20
    ${pastPairs('quizzes')}`);
  // As a school's tables would be after autovacuum: the planner knows how large the class is.
  await db.execute(sql`analyze`);
  return { subjectId, teacherEmail };
}
