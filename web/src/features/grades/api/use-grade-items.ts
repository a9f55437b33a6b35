import { type GradeItem, gradeItemsOf } from '@sabora/contract';
import { useMemo } from 'react';
import { useMyExamSubmissions } from '../../../lib/submissions/use-my-exam-submissions';
import { useMyHomeworkSubmissions } from '../../../lib/submissions/use-my-homework-submissions';
import { useMyQuizSubmissions } from '../../../lib/submissions/use-my-quiz-submissions';

export interface GradeItemsState {
  items: GradeItem[];
  isLoading: boolean;
  /** Every one of the three calls failed: nothing to show. */
  failed: boolean;
  /** Some calls failed: the rest is shown (a failing call yields an empty list). */
  partlyFailed: boolean;
  retry: () => void;
}

/**
 * The grade items come from the three `/my` submission calls. `student` is the
 * child a parent is looking at; a student leaves it out.
 */
export function useGradeItems(student?: string): GradeItemsState {
  const homeworks = useMyHomeworkSubmissions(student);
  const quizzes = useMyQuizSubmissions(student);
  const exams = useMyExamSubmissions(student);
  const calls = [homeworks, quizzes, exams];
  const failures = calls.filter((call) => call.isError).length;
  // Kept between renders, so the stats and the filtered list are worked out again only on new data.
  const items = useMemo(
    () =>
      gradeItemsOf({ homeworks: homeworks.data ?? [], quizzes: quizzes.data ?? [], exams: exams.data ?? [] }),
    [homeworks.data, quizzes.data, exams.data],
  );
  return {
    items,
    // A failed call is no longer pending: its list counts as empty.
    isLoading: calls.some((call) => call.isPending),
    failed: failures === calls.length,
    partlyFailed: failures > 0 && failures < calls.length,
    retry: () => {
      for (const call of calls) if (call.isError) void call.refetch();
    },
  };
}
