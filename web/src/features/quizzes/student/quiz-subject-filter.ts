import { subjectLabel } from './quiz-format';

interface SubjectRef {
  _id: string;
  name?: string;
  title?: string;
}

/** What the filter reads of a quiz: the contract always names a subject, the filter allows none. */
interface FilteredQuiz {
  subject?: SubjectRef | null;
}

/** The filter keeps quizzes with no subject or whose subject id matches ('' keeps all). */
export function quizMatchesSubject(quiz: FilteredQuiz, subjectId: string): boolean {
  return !subjectId || !quiz.subject || quiz.subject._id === subjectId;
}

/**
 * The filter's choices: the student's subjects, plus any subject a listed quiz names that is not
 * among them (so every quiz can still be picked out, also when the subjects call failed).
 */
export function subjectChoices(
  subjects: readonly SubjectRef[],
  quizzes: readonly FilteredQuiz[],
): { value: string; label: string }[] {
  const byId = new Map<string, string>();
  for (const subject of [...subjects, ...quizzes.flatMap((quiz) => (quiz.subject ? [quiz.subject] : []))]) {
    if (!byId.has(subject._id)) byId.set(subject._id, subjectLabel(subject) || subject._id);
  }
  return [...byId].map(([value, label]) => ({ value, label })).sort((a, b) => a.label.localeCompare(b.label));
}
