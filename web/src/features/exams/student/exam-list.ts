import type { ExamSubmission, StudentExam } from '@sabora/contract';

/** The search box looks in the title, the subject and the description, ignoring case. */
export function examMatches(exam: StudentExam, search: string): boolean {
  const text = search.trim().toLowerCase();
  if (!text) return true;
  return [exam.title, exam.subject.name, exam.subject.title, exam.description].some((field) =>
    field.toLowerCase().includes(text),
  );
}

/** The exam a submission answers. */
export const examOf = (submission: ExamSubmission) => submission.exam._id;

/** A submission is still possible before the due date, or after it when staff re-opened the exam. */
export function examOpen(exam: StudentExam, now: number): boolean {
  return exam.reopened || Date.parse(exam.dueDate) > now;
}
