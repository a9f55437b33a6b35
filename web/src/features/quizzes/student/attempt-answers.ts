/**
 * The answers of a running attempt, kept in this tab's session storage so that closing the quiz or
 * reloading the page does not lose them while the server's timer keeps running. One entry per
 * attempt (quiz and start time), removed once the attempt is submitted.
 */
type Answers = Record<string, string>;

const keyOf = (quizId: string, startedAt: string) => `sabora.quiz-answers.${quizId}.${startedAt}`;

export function loadAnswers(quizId: string, startedAt: string): Answers {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(keyOf(quizId, startedAt)) ?? '{}');
    if (typeof stored !== 'object' || stored === null) return {};
    return Object.fromEntries(
      Object.entries(stored).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
  } catch {
    return {};
  }
}

export function saveAnswers(quizId: string, startedAt: string, answers: Answers): void {
  try {
    sessionStorage.setItem(keyOf(quizId, startedAt), JSON.stringify(answers));
  } catch {
    // Storage full or blocked: the attempt goes on, only a reload would lose the answers.
  }
}

export function clearAnswers(quizId: string, startedAt: string): void {
  try {
    sessionStorage.removeItem(keyOf(quizId, startedAt));
  } catch {
    // Nothing to clean up when storage is blocked.
  }
}
