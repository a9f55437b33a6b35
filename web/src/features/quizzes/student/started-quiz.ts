import type { QuizStartReply, QuizTakingQuestion } from '@sabora/contract';

/** A started attempt the modal can run: the quiz, its clock and its questions. */
export interface StartedQuiz {
  quizId: string;
  title: string;
  startedAt: string;
  timeLeftSeconds: number;
  questions: QuizTakingQuestion[];
  /** question id → the option chosen, as saved on the server (a resume on any device). */
  savedAnswers: Record<string, string>;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

const textOf = (value: unknown) => (typeof value === 'string' ? value : '');

/** Only non-empty options can be chosen, each once (the answer sent is the option's text). */
function questionOf(raw: unknown): QuizTakingQuestion | null {
  if (!isRecord(raw) || typeof raw._id !== 'string') return null;
  const options = Array.isArray(raw.options)
    ? raw.options.filter((option): option is string => typeof option === 'string' && option !== '')
    : [];
  return {
    _id: raw._id,
    title: textOf(raw.title),
    header: textOf(raw.header),
    options: [...new Set(options)],
    image: textOf(raw.image) || null,
  };
}

/** The saved answers of the reply that name one of the questions and one of its options. */
function savedAnswersOf(raw: unknown, questions: readonly QuizTakingQuestion[]): Record<string, string> {
  if (!Array.isArray(raw)) return {};
  const saved: Record<string, string> = {};
  for (const entry of raw) {
    if (!isRecord(entry)) continue;
    const question = questions.find((q) => q._id === entry.question);
    const answer = textOf(entry.selectedAnswer);
    if (question?.options.includes(answer)) saved[question._id] = answer;
  }
  return saved;
}

/**
 * The attempt in a start reply, or null when the reply carries no questions to answer
 * ('Quiz questions could not be loaded.'). The reply is read, not trusted: an empty list counts as
 * none too, since there would be nothing to take.
 */
export function startedQuizOf(
  quizId: string,
  fallbackTitle: string,
  reply: QuizStartReply,
): StartedQuiz | null {
  const raw: unknown = reply.questions;
  if (!Array.isArray(raw)) return null;
  const questions = raw.map(questionOf).filter((question) => question !== null);
  if (questions.length === 0) return null;
  const timeLeft = Number(reply.timeLeftSeconds);
  return {
    quizId,
    title: reply.title || fallbackTitle,
    startedAt: reply.startedAt,
    // The server's time left, so a resumed attempt keeps its clock; a fresh one gets durationMinutes × 60.
    timeLeftSeconds: Number.isFinite(timeLeft) ? timeLeft : reply.durationMinutes * 60,
    questions,
    savedAnswers: savedAnswersOf(reply.answers, questions),
  };
}
