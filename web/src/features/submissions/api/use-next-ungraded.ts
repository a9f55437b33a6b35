import type { GradingKind } from '@sabora/contract';
import { useQueryClient } from '@tanstack/react-query';
import type { SubmissionView } from './submission-view';
import { type SubmissionFilters, staffSubmissionsQuery } from './use-staff-submissions';

/** Handed in and not graded yet: what "Save and next ungraded" moves to. */
const waitsForGrade = (row: SubmissionView) => row.grade === null && row.submittedAt !== null;

/**
 * "Save and next ungraded": the first submission waiting for a grade after `after`, in
 * the order and filters the teacher is looking at: the rest of the page, the pages after it, then
 * from page 1 round to `after` again. Pages are read fresh (a grade just saved has reloaded them),
 * so a submission graded meanwhile is never offered. Null when none is left.
 */
export function useNextUngraded(kind: GradingKind, filters: SubmissionFilters) {
  const queryClient = useQueryClient();
  const pageOf = (page: number) => queryClient.fetchQuery(staffSubmissionsQuery(kind, { ...filters, page }));

  return async (after: SubmissionView): Promise<{ submission: SubmissionView; page: number } | null> => {
    const pick = (rows: SubmissionView[]) => rows.find((row) => row.id !== after.id && waitsForGrade(row));
    const here = await pageOf(filters.page);
    const at = here.rows.findIndex((row) => row.id === after.id);
    const later = pick(here.rows.slice(at + 1));
    if (later) return { submission: later, page: filters.page };
    const others = [
      ...Array.from({ length: here.totalPages - filters.page }, (_, i) => filters.page + 1 + i),
      ...Array.from({ length: filters.page - 1 }, (_, i) => i + 1),
    ];
    for (const page of others) {
      const found = pick((await pageOf(page)).rows);
      if (found) return { submission: found, page };
    }
    const earlier = pick(here.rows.slice(0, Math.max(at, 0)));
    return earlier ? { submission: earlier, page: filters.page } : null;
  };
}
