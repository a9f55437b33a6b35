import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';

/** A piece of work (homework, exam or quiz) that one student has not handed in. */
export interface UnsubmittedWork extends Record<string, unknown> {
  type: 'homework' | 'exam' | 'quiz';
  work_id: string;
  title: string;
  due_date: string | Date;
  subject_name: string;
  student_id: string;
  student_user_id: string;
  first_name: string;
  last_name: string;
  email: string;
  wants_mail: boolean;
  language: string;
  parent_email: string;
}

/**
 * Work due in (dueAfter, dueBy] that an actively enrolled, active student of an active subject —
 * enrolled before it was due — has not handed in (a quiz: not submitted). The one definition the
 * reminders share: the student's "due tomorrow" and "missing", and the parent's "missing".
 */
export async function unsubmittedWork(db: Db | Tx, dueAfter: Date, dueBy: Date): Promise<UnsubmittedWork[]> {
  const { rows } = await db.execute<UnsubmittedWork>(sql`
    with work as (
      select 'homework' as type, h.id, h.title, h.subject_id, h.due_date from homeworks h
      where h.due_date <= ${dueBy} and h.due_date > ${dueAfter}
      union all
      select 'exam', e.id, e.title, e.subject_id, e.due_date from exams e
      where e.due_date <= ${dueBy} and e.due_date > ${dueAfter}
      union all
      select 'quiz', q.id, q.title, q.subject_id, q.due_date from quizzes q
      where q.due_date <= ${dueBy} and q.due_date > ${dueAfter}
    )
    select w.type, w.id as work_id, w.title, w.due_date, sub.name as subject_name, st.id as student_id,
      su.id as student_user_id, su.first_name, su.last_name, su.email,
      su.email_notifications as wants_mail, su.language, st.parent_email
    from work w
    join subjects sub on sub.id = w.subject_id and sub.is_active
    join student_subjects ss on ss.subject_id = w.subject_id and ss.is_active and ss.enrolled_at < w.due_date
    join students st on st.id = ss.student_id and st.status = 'active'
    join users su on su.id = st.user_id and su.is_active
    where case w.type
      when 'homework' then not exists (select 1 from homework_submissions x
        where x.homework_id = w.id and x.student_id = st.id)
      when 'exam' then not exists (select 1 from exam_submissions x
        where x.exam_id = w.id and x.student_id = st.id)
      else not exists (select 1 from quiz_attempts x
        where x.quiz_id = w.id and x.student_id = st.id and x.submitted_at is not null)
    end
    order by w.due_date, st.id
  `);
  return rows;
}

/**
 * Work that went missing lately: due in the last 7 days and not handed in. Older work is not
 * announced, so a new install or a late reminder does not tell old history.
 */
const MISSING_LOOK_BACK_MS = 7 * 24 * 60 * 60 * 1000;
export const recentlyMissedWork = (db: Db | Tx, now: Date) =>
  unsubmittedWork(db, new Date(now.getTime() - MISSING_LOOK_BACK_MS), now);
