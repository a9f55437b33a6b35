import { Stack } from '@mantine/core';
import { type LibraryItem, SUBJECTS_PAGER_WINDOW } from '@sabora/contract';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyText } from '../../components/empty-text';
import { FailureAlert } from '../../components/failure-alert';
import { LoadingText } from '../../components/loading-text';
import { NoSearchResults } from '../../components/no-search-results';
import { Pager } from '../../components/pager';
import { type LibraryFilters, useLibraryItems } from './api/use-library-items';
import { LibraryTable } from './library-table';
import { LIBRARY_FAILURES } from './library-words';

interface LibraryListProps {
  page: number;
  onPageChange: (page: number) => void;
  filters: LibraryFilters;
  /** Empties the search and the filters. */
  onClearFilters: () => void;
  onEdit: (item: LibraryItem) => void;
  onDelete: (item: LibraryItem) => void;
}

/** The filtered items, 20 a page, with loading, empty and error states. */
export function LibraryList({
  page,
  onPageChange,
  filters,
  onClearFilters,
  onEdit,
  onDelete,
}: LibraryListProps) {
  const { t } = useTranslation('library-admin');
  const items = useLibraryItems(page, filters);
  const totalPages = items.data?.pagination.totalPages;
  // After a delete the current page may no longer exist: show the last one instead.
  useEffect(() => {
    if (totalPages !== undefined && totalPages > 0 && page > totalPages) onPageChange(totalPages);
  }, [page, totalPages, onPageChange]);

  if (items.isPending) return <LoadingText text={t('list.loading')} />;
  if (items.isError)
    return <FailureAlert title={t(LIBRARY_FAILURES.items)} onRetry={() => items.refetch()} />;
  const { data, pagination } = items.data;
  const filtered = Boolean(filters.search || filters.subject || filters.chapter || filters.type);
  if (data.length === 0 && filtered) {
    return <NoSearchResults what={t('list.what')} search={filters.search} onClear={onClearFilters} />;
  }
  if (data.length === 0) return <EmptyText text={t('list.empty')} />;
  return (
    <Stack>
      <LibraryTable items={data} onEdit={onEdit} onDelete={onDelete} />
      <Pager
        page={page}
        totalPages={pagination.totalPages}
        onChange={onPageChange}
        windowSize={SUBJECTS_PAGER_WINDOW}
        label={t('list.pages')}
      />
    </Stack>
  );
}
