import { Stack } from '@mantine/core';
import { SUBJECTS_PAGER_WINDOW } from '@sabora/contract';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { CardGrid } from '../../components/card-grid';
import { EmptyText } from '../../components/empty-text';
import { FailureAlert } from '../../components/failure-alert';
import { LoadingText } from '../../components/loading-text';
import { NoSearchResults } from '../../components/no-search-results';
import { Pager } from '../../components/pager';
import { type ClassFilters, useVirtualClasses } from './api/use-virtual-classes';
import { type ClassActions, ClassCard } from './class-card';

interface ClassListProps extends ClassActions {
  filters: ClassFilters;
  /** Empties the search and the filters. */
  onClearFilters: () => void;
  canEnroll: boolean;
  onPageChange: (page: number) => void;
}

/** The classes as cards, 10 a page, with loading, empty and error states. */
export function ClassList({ filters, canEnroll, onPageChange, onClearFilters, ...actions }: ClassListProps) {
  const { t } = useTranslation('virtual-classes-admin');
  const classes = useVirtualClasses(filters);
  const totalPages = classes.data?.totalPages;
  // After a delete the current page may no longer exist: show the last one instead.
  useEffect(() => {
    if (totalPages !== undefined && totalPages >= 1 && filters.page > totalPages) onPageChange(totalPages);
  }, [filters.page, totalPages, onPageChange]);

  if (classes.isPending) return <LoadingText text={t('list.loading')} />;
  if (classes.isError) {
    // "Failed to load virtual classes: {error}" (the HTTP status when no message).
    return (
      <FailureAlert
        title={t('list.loadFailed', { error: classes.error.message })}
        onRetry={() => void classes.refetch()}
      />
    );
  }
  const { data } = classes.data;
  const filtered = Boolean(filters.search || filters.subject || filters.teacher || filters.status);
  if (data.length === 0 && filtered) {
    return <NoSearchResults what={t('list.what')} search={filters.search} onClear={onClearFilters} />;
  }
  if (data.length === 0) return <EmptyText text={t('list.empty')} />;
  return (
    <Stack>
      <CardGrid label={t('list.label')}>
        {data.map((item) => (
          <ClassCard key={item._id} item={item} canEnroll={canEnroll} {...actions} />
        ))}
      </CardGrid>
      <Pager
        page={filters.page}
        totalPages={classes.data.totalPages}
        onChange={onPageChange}
        windowSize={SUBJECTS_PAGER_WINDOW}
        label={t('list.pages')}
      />
    </Stack>
  );
}
