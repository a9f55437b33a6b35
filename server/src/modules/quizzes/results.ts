import type { QuizSubmission } from '@sabora/contract';
import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { whoseWork } from '../../access/index.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import {
  questions,
  quizAttemptAnswers,
  quizAttemptFiles,
  quizAttempts,
  quizzes,
  type StoredQuizAnswer,
  subjects,
  type UserRow,
} from '../../db/schema/index.js';
import { isAnyOf, preparedOnce } from '../../lib/prepared.js';
import { notFound } from '../../plugins/errors.js';
import { fileReplies, loadFiles } from '../assignments/index.js';
import { type AnswerKeyAudience, answerKeyOpensAt, mayShowAnswerKey } from './answer-key.js';

/**
 * Submitted attempts ("quiz submissions") with their quiz and subject. The staff list and manual
 * grading (`GET /quiz-submissions`, `PUT /quiz-submissions/{id}/grade`) select with
 * this too, add the student (submissions' `studentRefs`) to `presentSubmissions`' replies, and
 * update `grade`, `feedback`, `status`, `gradedAt` and `gradedBy` — never `score` or the answers.
 */
export function selectSubmissions(db: Db) {
  return db
    .select({
      attempt: quizAttempts,
      quizTitle: quizzes.title,
      dueDate: quizzes.dueDate,
      durationMinutes: quizzes.durationMinutes,
      showCorrectAnswers: quizzes.showCorrectAnswers,
      subjectId: subjects.id,
      subjectName: subjects.name,
      subjectSystem: subjects.system,
    })
    .from(quizAttempts)
    .innerJoin(quizzes, eq(quizzes.id, quizAttempts.quizId))
    .innerJoin(subjects, eq(subjects.id, quizzes.subjectId))
    .$dynamic();
}
type SubmissionJoinRow = Awaited<ReturnType<typeof selectSubmissions>>[number];

/**
 * Rows → replies with the review of every answer, in quiz order (one query for all answers); the
 * answer key only where `mayShowAnswerKey` lets this audience see it.
 */
export async function presentSubmissions(
  db: Db,
  rows: SubmissionJoinRow[],
  audience: AnswerKeyAudience,
): Promise<QuizSubmission[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.attempt.id);
  const [answers, corrections] = await Promise.all([
    answersOf(db, ids),
    loadFiles(db, quizAttemptFiles, ids),
  ]);
  return rows.map((row) =>
    presentSubmission(
      row,
      answers.filter((a) => a.attemptId === row.attempt.id),
      fileReplies('quiz', corrections, row.attempt.id, 'correction'),
      audience,
    ),
  );
}

interface AnswerReview {
  questionId: string;
  title: string;
  options: string[];
  selectedAnswer: string;
  correctAnswer: string;
  isCorrect: boolean;
}

/**
 * One submitted attempt as its reply, from its row, its answers in quiz order and its correction
 * files; `correctAnswer` and `isCorrect` are null while the answer key is closed to this audience.
 */
export function presentSubmission(
  row: SubmissionJoinRow,
  answers: readonly AnswerReview[],
  correctionFiles: QuizSubmission['correctionFiles'],
  audience: AnswerKeyAudience,
): QuizSubmission {
  const { attempt, quizTitle, dueDate, subjectId, subjectName, subjectSystem } = row;
  const submittedAt = attempt.submittedAt ?? attempt.startedAt;
  const shown = mayShowAnswerKey(audience, row, submittedAt);
  return {
    _id: attempt.id,
    quiz: {
      _id: attempt.quizId,
      title: quizTitle,
      subject: { _id: subjectId, name: subjectName, system: subjectSystem },
    },
    status: attempt.status === 'late' ? 'late' : 'graded',
    grade: attempt.grade,
    score: attempt.score ?? 0,
    isLate: attempt.isLate,
    submittedAt: submittedAt.toISOString(),
    startedAt: attempt.startedAt.toISOString(),
    dueDate: dueDate.toISOString(),
    feedback: attempt.feedback,
    totalQuestions: attempt.totalQuestions,
    correctAnswers: attempt.correctAnswers ?? 0,
    timeTaken: attempt.timeTaken ?? 0,
    autoSubmitted: attempt.autoSubmitted,
    correctionFiles,
    showCorrectAnswers: row.showCorrectAnswers,
    answerKeyShown: shown,
    answerKeyFrom: answerKeyOpensAt(row, submittedAt)?.toISOString() ?? null,
    answers: answers.map((a) => ({
      question: { _id: a.questionId, title: a.title, options: a.options.filter((o) => o !== '') },
      selectedAnswer: a.selectedAnswer,
      correctAnswer: shown ? a.correctAnswer : null,
      isCorrect: shown ? a.isCorrect : null,
    })),
  };
}

/** The graded answers of these attempts, in quiz order, with their questions: prepared once. */
function answersOf(db: Db, attemptIds: readonly string[]) {
  return preparedOnce(db, 'quiz_answers_of', (name) => {
    const stored = db
      .select({
        attemptId: quizAttemptAnswers.attemptId,
        answer: sql<StoredQuizAnswer>`jsonb_array_elements(${quizAttemptAnswers.answers})`.as('answer'),
      })
      .from(quizAttemptAnswers)
      .where(isAnyOf(quizAttemptAnswers.attemptId, 'ids'))
      .as('stored');
    return db
      .select({
        attemptId: stored.attemptId,
        questionId: questions.id,
        title: questions.title,
        options: questions.options,
        selectedAnswer: sql<string>`${stored.answer}->>'selected_answer'`,
        correctAnswer: sql<string>`${stored.answer}->>'correct_answer'`,
        isCorrect: sql<boolean>`(${stored.answer}->'is_correct')::boolean`,
      })
      .from(stored)
      .innerJoin(questions, eq(questions.id, sql`(${stored.answer}->>'question_id')::uuid`))
      .orderBy(sql`(${stored.answer}->'position')::int`)
      .prepare(name);
  }).execute({ ids: [...attemptIds] });
}

/** One submitted attempt as its reply. */
export async function findSubmission(ctx: AppContext, attemptId: string, audience: AnswerKeyAudience) {
  const rows = await selectSubmissions(ctx.db).where(
    and(eq(quizAttempts.id, attemptId), isNotNull(quizAttempts.submittedAt)),
  );
  const [submission] = await presentSubmissions(ctx.db, rows, audience);
  if (!submission) throw notFound('submissionNotFound');
  return submission;
}

/** A student's (or a parent's child's) submitted quizzes, newest first, whatever the current enrolment. */
export async function listMyResults(ctx: AppContext, user: UserRow, requested?: string) {
  const studentId = await whoseWork(ctx.db, user, requested);
  if (!studentId) return [];
  const rows = await preparedOnce(ctx.db, 'my_quiz_results', (name) =>
    selectSubmissions(ctx.db)
      .where(and(eq(quizAttempts.studentId, sql.placeholder('student')), isNotNull(quizAttempts.submittedAt)))
      .orderBy(desc(quizAttempts.submittedAt), desc(quizAttempts.id))
      .prepare(name),
  ).execute({ student: studentId });
  // Students and parents only (the route's roles).
  return presentSubmissions(ctx.db, rows, 'student');
}
