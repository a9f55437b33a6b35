import { Alert, EmptyState, Stack } from '@mantine/core';
import { SUBJECTS_PAGER_WINDOW } from '@sabora/contract';
import { IconInbox } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { CardGrid } from '../../components/card-grid';
import { LoadingText } from '../../components/loading-text';
import { NoSearchResults } from '../../components/no-search-results';
import { Pager } from '../../components/pager';
import type { SubmissionView } from './api/submission-view';
import { type SubmissionFilters, useStaffSubmissions } from './api/use-staff-submissions';
import { SubmissionCard } from './submission-card';
import type { SubmissionTab } from './submission-tabs';

interface SubmissionListProps {
  tab: SubmissionTab;
  filters: SubmissionFilters;
  onClearSearch: () => void;
  onPageChange: (page: number) => void;
  onGrade: (submission: SubmissionView) => void;
  onView: (submission: SubmissionView) => void;
}

/** One tab's submissions as cards, 10 a page, with their loading, empty and error texts. */
export function SubmissionList({
  tab,
  filters,
  onClearSearch,
  onPageChange,
  onGrade,
  onView,
}: SubmissionListProps) {
  const { t } = useTranslation('submissions');
  const submissions = useStaffSubmissions(tab.kind, filters);
  const totalPages = submissions.data?.totalPages;
  // After a grade a status filter may leave fewer pages: show the last one instead.
  useEffect(() => {
    if (totalPages !== undefined && totalPages >= 1 && filters.page > totalPages) onPageChange(totalPages);
  }, [filters.page, totalPages, onPageChange]);

  if (submissions.isPending) {
    return <LoadingText text={t('list.loading')} />;
  }
  // The error replaces the list (no rows of an earlier reply stay on screen).
  if (submissions.isError) {
    return (
      <Alert color="red" role="alert">
        {t(`list.failed.${tab.kind}`, { reason: submissions.error.message })}
      </Alert>
    );
  }
  const { rows } = submissions.data;
  if (rows.length === 0 && filters.search) {
    return (
      <NoSearchResults what={t(`list.what.${tab.kind}`)} search={filters.search} onClear={onClearSearch} />
    );
  }
  if (rows.length === 0) {
    return (
      <EmptyState
        icon={<IconInbox size={32} />}
        title={t(`list.empty.${tab.kind}`)}
        withIndicatorBackground
        py="xl"
      />
    );
  }
  return (
    <Stack>
      <CardGrid label={t(`list.label.${tab.kind}`)}>
        {rows.map((submission) => (
          <SubmissionCard key={submission.id} submission={submission} onGrade={onGrade} onView={onView} />
        ))}
      </CardGrid>
      <Pager
        page={filters.page}
        totalPages={submissions.data.totalPages}
        onChange={onPageChange}
        windowSize={SUBJECTS_PAGER_WINDOW}
        label={t(`list.pages.${tab.kind}`)}
      />
    </Stack>
  );
}
