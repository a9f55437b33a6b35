import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.js';
import { addBenchSubject } from './bench-subject.js';

export const RUSH_QUESTIONS = 20;
export const RUSH_CHOICES = ['A', 'B', 'C', 'D'];

/**
 * The exam rush's year group, added to the demo school straight in the database: N students
 * enrolled in a subject of their own (taught by the demo's first teacher, in that teacher's
 * system), with one chapter and a 20-question quiz due in two days (30 minutes to take). Nothing
 * else of theirs is due within a day, so the server's due-date reminders have nothing to tell
 * 2,000 students in the middle of the rush (the demo's subjects have a homework due within a day).
 * Signing in is not part of the rush (the
 * students are already on the quiz page), so the accounts get no usable password.
 */
export async function addRushSchool(db: Db, students: number) {
  const { subjectId, chapterId, system, teacherId } = await addBenchSubject(db, 'Exam rush subject', 'RUSH');

  const quiz = await db.execute<{ id: string }>(sql`
    insert into quizzes (title, description, subject_id, due_date, duration_minutes, created_by)
    values ('Exam rush', 'Everyone at 9:00', ${subjectId}, now() + interval '2 days', 30, ${teacherId})
    returning id`);
  const quizId = quiz.rows[0]!.id;
  await db.execute(sql`
    with q as (
      insert into questions (subject_id, chapter_id, title, options, right_choice, created_by)
      select ${subjectId}, ${chapterId}, 'Rush question ' || g, ${JSON.stringify(RUSH_CHOICES)}::jsonb,
        ${RUSH_CHOICES[0]}, ${teacherId}
      from generate_series(1, ${RUSH_QUESTIONS}) g
      returning id, title
    )
    insert into quiz_questions (quiz_id, question_id, position)
    select ${quizId}, q.id, row_number() over (order by q.title) - 1 from q`);

  const users = await db.execute<{ id: string }>(sql`
    with new_users as (
      insert into users (role, first_name, last_name, email, password_hash, email_verified_at)
      select 'student', 'Rush', 'Student ' || g, 'rush-' || g || '@bench.local', 'no-password', now()
      from generate_series(1, ${students}) g
      returning id, email
    ),
    new_students as (
      insert into students (user_id, student_id, system, academic_year, parent_name, parent_email, parent_phone)
      select nu.id, 'RUSH-' || nu.email, ${system}, '2026', 'Parent', 'parent-' || nu.email, '+20 100 000 0000'
      from new_users nu
      returning id, user_id
    ),
    enrolled as (
      insert into student_subjects (student_id, subject_id, teacher_id)
      select ns.id, ${subjectId}, ${teacherId} from new_students ns
      returning student_id
    )
    select ns.user_id as id from new_students ns join enrolled e on e.student_id = ns.id`);
  return { quizId, userIds: users.rows.map((row) => row.id) };
}

/** What the database holds after the rush: submitted attempts of the quiz and their answers. */
export async function storedRush(db: Db, quizId: string) {
  const result = await db.execute<{ submitted: number; answers: number }>(sql`
    select
      (select count(*)::int from quiz_attempts where quiz_id = ${quizId} and submitted_at is not null) as submitted,
      (select coalesce(sum(jsonb_array_length(a.answers)), 0)::int from quiz_attempt_answers a
        join quiz_attempts t on t.id = a.attempt_id where t.quiz_id = ${quizId}) as answers`);
  return result.rows[0]!;
}
