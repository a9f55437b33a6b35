import { QUIZ_LATE_GRACE_SECONDS, quizTimeLeftSeconds, type SaveAnswersBody } from '@sabora/contract';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { QuizRow, UserRow } from '../../db/schema/index.js';
import { conflict } from '../../plugins/errors.js';
import { attemptContext } from './attempt-context.js';

/**
 * Saves answers on the student's running attempt as they are chosen, in one statement:
 * merged into the attempt's `saved_answers` only if the attempt is the caller's, not submitted and
 * its time (plus the grace period a submit also gets) has not run out. The same answer saved twice
 * changes nothing; answers to questions not in the quiz are left out. Only a refused save reads
 * more, to say why.
 */
export async function saveAnswers(ctx: AppContext, user: UserRow, quizId: string, body: SaveAnswersBody) {
  const latest: Record<string, string> = {};
  // Within one batch the last choice of a question is the one the student sees.
  for (const answer of body.answers) latest[answer.question] = answer.selectedAnswer.trim();
  const now = new Date();
  const saved = await ctx.db.execute<{ startedMs: string } & Pick<QuizRow, 'durationMinutes'>>(sql`
    update quiz_attempts a
    set saved_answers = a.saved_answers || coalesce((
      select jsonb_object_agg(e.key, e.value) from jsonb_each(${JSON.stringify(latest)}::jsonb) e
      join quiz_questions qq on qq.quiz_id = a.quiz_id and qq.question_id::text = e.key
    ), '{}'::jsonb)
    from students s, quizzes q
    where a.quiz_id = ${quizId} and s.id = a.student_id and s.user_id = ${user.id} and q.id = a.quiz_id
      and a.submitted_at is null
      and ${now}::timestamptz < a.started_at + make_interval(secs => q.duration_minutes * 60 + ${QUIZ_LATE_GRACE_SECONDS})
    returning (extract(epoch from a.started_at) * 1000)::text as "startedMs", q.duration_minutes as "durationMinutes"`);
  const [row] = saved.rows;
  if (row) {
    return {
      success: true as const,
      timeLeftSeconds: quizTimeLeftSeconds(new Date(Number(row.startedMs)), row.durationMinutes, now),
    };
  }
  const { attempt } = await attemptContext(ctx, user, quizId);
  if (!attempt) throw conflict('quizNotStarted');
  if (attempt.submittedAt) throw conflict('quizAlreadyTaken');
  throw conflict('quizTimeUp');
}
