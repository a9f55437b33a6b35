import { type HomeworkQuestionAnswers, quizScore, type SaveAnswersBody } from '@sabora/contract';
import { asc, eq, sql } from 'drizzle-orm';
import { profileOfUser } from '../../access/index.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { homeworkAnswers, homeworkQuestions, questions, type UserRow } from '../../db/schema/index.js';
import { isAnyOf, preparedOnce } from '../../lib/prepared.js';
import { conflict, notFound } from '../../plugins/errors.js';
import { findHomework } from './service.js';

/**
 * Answers to a homework's multiple-choice questions, saved as the student chooses them,
 * like quiz answers: merged in one statement, only while the homework is open and not handed in
 * (answers go in with the homework, so a submitted one is closed to them). Answers to questions
 * that are not on the homework are left out; the same save twice changes nothing.
 */
export async function saveHomeworkAnswers(
  ctx: AppContext,
  user: UserRow,
  homeworkId: string,
  body: SaveAnswersBody,
) {
  const homework = await findHomework(ctx, user, homeworkId);
  const student = await profileOfUser(ctx.db, user.id);
  if (!student) throw notFound('homeworkNotFound');
  if (homework.dueDate.getTime() <= Date.now()) throw conflict('homeworkClosed');
  const latest: Record<string, string> = {};
  for (const answer of body.answers) latest[answer.question] = answer.selectedAnswer.trim();
  const saved = await ctx.db.execute(sql`
    insert into homework_answers (homework_id, student_id, answers, updated_at)
    select ${homeworkId}, ${student.id}, coalesce((
      select jsonb_object_agg(e.key, e.value) from jsonb_each(${JSON.stringify(latest)}::jsonb) e
      join homework_questions hq on hq.homework_id = ${homeworkId} and hq.question_id::text = e.key
    ), '{}'::jsonb), now()
    where not exists (
      select 1 from homework_submissions hs where hs.homework_id = ${homeworkId} and hs.student_id = ${student.id}
    )
    on conflict (homework_id, student_id)
      do update set answers = homework_answers.answers || excluded.answers, updated_at = excluded.updated_at
    returning 1`);
  if (saved.rows.length === 0) throw conflict('homeworkAlreadySubmitted');
}

const keyOf = (homeworkId: string, studentId: string) => `${homeworkId}:${studentId}`;

/**
 * The questions attached to these homeworks in order, each row carrying the students' saved
 * answers of the pairs asked (keyed like `keyOf`): one statement where there were two, as a
 * homework without questions needs no answers. The pairs are two arrays side by side.
 */
const questionsWithAnswers = (db: Db) =>
  preparedOnce(db, 'homework_questions_with_answers', (name) =>
    db
      .select({
        homeworkId: homeworkQuestions.homeworkId,
        question: questions,
        saved: sql<Record<string, Record<string, string>> | null>`(
          select json_object_agg(${homeworkAnswers.homeworkId} || ':' || ${homeworkAnswers.studentId}, ${homeworkAnswers.answers})
          from ${homeworkAnswers}
          where (${homeworkAnswers.homeworkId}, ${homeworkAnswers.studentId}) in (
            select * from unnest(${sql.placeholder('pairHomeworkIds')}::uuid[], ${sql.placeholder('pairStudentIds')}::uuid[])))`,
      })
      .from(homeworkQuestions)
      .innerJoin(questions, eq(questions.id, homeworkQuestions.questionId))
      .where(isAnyOf(homeworkQuestions.homeworkId, 'homeworkIds'))
      .orderBy(asc(homeworkQuestions.position))
      .prepare(name),
  );

/**
 * The homework questions of these students' submissions, answered and marked automatically
 * against the questions' right choices as they are now (null for a homework without questions).
 * Keyed by `homeworkId:studentId`; one statement for any number of submissions.
 */
export async function markedHomeworkAnswers(
  ctx: AppContext,
  pairs: readonly { homeworkId: string; studentId: string }[],
): Promise<Map<string, HomeworkQuestionAnswers | null>> {
  const marked = new Map<string, HomeworkQuestionAnswers | null>();
  if (pairs.length === 0) return marked;
  const rows = await questionsWithAnswers(ctx.db).execute({
    homeworkIds: [...new Set(pairs.map((p) => p.homeworkId))],
    pairHomeworkIds: pairs.map((p) => p.homeworkId),
    pairStudentIds: pairs.map((p) => p.studentId),
  });
  const answersOf = new Map(Object.entries(rows[0]?.saved ?? {}));
  for (const { homeworkId, studentId } of pairs) {
    const attached = rows.filter((a) => a.homeworkId === homeworkId).map((a) => a.question);
    if (attached.length === 0) {
      marked.set(keyOf(homeworkId, studentId), null);
      continue;
    }
    const chosen = answersOf.get(keyOf(homeworkId, studentId)) ?? {};
    const answers = attached.map((q) => {
      const selectedAnswer = chosen[q.id] ?? '';
      return {
        question: { _id: q.id, title: q.title, options: q.options.filter((o) => o !== '') },
        selectedAnswer,
        correctAnswer: q.rightChoice,
        isCorrect: selectedAnswer !== '' && selectedAnswer === q.rightChoice,
      };
    });
    const correct = answers.filter((a) => a.isCorrect).length;
    marked.set(keyOf(homeworkId, studentId), {
      correct,
      total: answers.length,
      score: quizScore(correct, answers.length),
      answers,
    });
  }
  return marked;
}
