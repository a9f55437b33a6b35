import type { HomeworkSubmission, StudentHomework } from '@sabora/contract';
import type { TFunction } from 'i18next';

/**
 * The status line of a homework, word for word
 * (docs/product/screens.md, "Homeworks (/homeworks-students)").
 */
export function homeworkStatusLine(
  homework: Pick<StudentHomework, 'dueDate'>,
  submission: HomeworkSubmission | undefined,
  now: number,
  t: TFunction<'homeworks'>,
): string {
  if (submission?.status === 'graded') return t('student.status.graded', { grade: submission.grade ?? 0 });
  if (submission) return t('student.status.awaiting');
  return homeworkOpen(homework, now) ? t('student.status.notSubmitted') : t('student.status.closed');
}

/** A homework takes submissions until its due date, never after. */
export function homeworkOpen(homework: Pick<StudentHomework, 'dueDate'>, now: number): boolean {
  return Date.parse(homework.dueDate) > now;
}

/** The homework a submission answers. */
export const homeworkOf = (submission: HomeworkSubmission) => submission.homework._id;

/** The search box looks in the title, the subject, the chapter and the text, ignoring case. */
export function homeworkMatches(homework: StudentHomework, search: string): boolean {
  const text = search.trim().toLowerCase();
  if (!text) return true;
  return [
    homework.title,
    homework.subject.name,
    homework.subject.title,
    homework.chapter.title,
    homework.text,
  ].some((field) => field.toLowerCase().includes(text));
}
