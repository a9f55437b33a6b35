import type { StudentExam } from '@sabora/contract';

export type DueDateOrder = 'ascending' | 'descending';

/** The search box looks in the title, the subject and the description, ignoring case. */
export function examMatches(exam: StudentExam, search: string): boolean {
  const text = search.trim().toLowerCase();
  if (!text) return true;
  return [exam.title, exam.subject.name, exam.subject.title, exam.description].some((field) =>
    field.toLowerCase().includes(text),
  );
}

/** A copy of `exams` ordered by due date (soonest first when ascending). */
export function sortByDueDate(exams: readonly StudentExam[], order: DueDateOrder): StudentExam[] {
  const sign = order === 'ascending' ? 1 : -1;
  return [...exams].sort((a, b) => sign * (Date.parse(a.dueDate) - Date.parse(b.dueDate)));
}

/** A submission is still possible before the due date, or after it when staff re-opened the exam. */
export function examOpen(exam: StudentExam, now: number): boolean {
  return exam.reopened || Date.parse(exam.dueDate) > now;
}
