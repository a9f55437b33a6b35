import { EmptyState, Stack, Text } from '@mantine/core';
import { SUBJECTS_PAGER_WINDOW } from '@sabora/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { CenteredLoader } from '../centered-loader';
import { FailureAlert } from '../failure-alert';
import { Pager } from '../pager';
import { type AssignmentNoun, assignmentWords } from './assignment-words';

/** One page of a staff list as GET /homeworks and GET /exams reply. */
export interface AssignmentPage<T> {
  data: readonly T[];
  totalCount: number;
  totalPages: number;
}

/** What the staff page hands its list: the page shown and the row actions. */
export interface AssignmentListProps<T> {
  page: number;
  onPageChange: (page: number) => void;
  onEdit: (item: T) => void;
  onDelete: (item: T) => void;
}

interface AssignmentListViewProps<T> {
  noun: AssignmentNoun;
  /** The page's query (its size is the kind's: 10 homeworks, 20 exams). */
  query: UseQueryResult<AssignmentPage<T>>;
  page: number;
  onPageChange: (page: number) => void;
  /** The empty state's icon. */
  emptyIcon: ReactNode;
  /** The kind's table of one page. */
  table: (items: readonly T[]) => ReactNode;
}

/** The uploaded homeworks or exams, a page at a time, with loading, empty and error states. */
export function AssignmentList<T>({
  noun,
  query,
  page,
  onPageChange,
  emptyIcon,
  table,
}: AssignmentListViewProps<T>) {
  const { t } = useTranslation();
  const words = assignmentWords(noun, t);
  const totalPages = query.data?.totalPages;
  // After a delete the current page may no longer exist: show the last one instead.
  useEffect(() => {
    if (totalPages !== undefined && page > totalPages) onPageChange(totalPages);
  }, [page, totalPages, onPageChange]);

  if (query.isPending) return <CenteredLoader label={words.loading} />;
  if (query.isError) return <FailureAlert title={words.loadFailed} onRetry={() => query.refetch()} />;
  const { data, totalCount } = query.data;
  if (data.length === 0) {
    return (
      <EmptyState
        icon={emptyIcon}
        title={words.noneUploaded}
        description={words.uploadFirst}
        withIndicatorBackground
        py="xl"
      />
    );
  }
  return (
    <Stack>
      {table(data)}
      <Text size="sm" c="dimmed" ta="center" aria-live="polite">
        {words.pageLine(totalCount, page, query.data.totalPages)}
      </Text>
      <Pager
        page={page}
        totalPages={query.data.totalPages}
        onChange={onPageChange}
        windowSize={SUBJECTS_PAGER_WINDOW}
        label={words.staffPagerLabel}
      />
    </Stack>
  );
}
