import { Stack } from '@mantine/core';
import { SUBJECTS_PAGER_WINDOW } from '@sabora/contract';
import { useEffect } from 'react';
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
  const classes = useVirtualClasses(filters);
  const totalPages = classes.data?.totalPages;
  // After a delete the current page may no longer exist: show the last one instead.
  useEffect(() => {
    if (totalPages !== undefined && totalPages >= 1 && filters.page > totalPages) onPageChange(totalPages);
  }, [filters.page, totalPages, onPageChange]);

  if (classes.isPending) return <LoadingText text="Loading virtual classes..." />;
  if (classes.isError) {
    // Staff spec §8: "Failed to load virtual classes: {error}" (the HTTP status when no message).
    return (
      <FailureAlert
        title={`Failed to load virtual classes: ${classes.error.message}`}
        onRetry={() => void classes.refetch()}
      />
    );
  }
  const { data } = classes.data;
  const filtered = Boolean(filters.search || filters.subject || filters.teacher || filters.status);
  if (data.length === 0 && filtered) {
    return <NoSearchResults what="virtual classes" search={filters.search} onClear={onClearFilters} />;
  }
  if (data.length === 0) return <EmptyText text="No virtual classes found." />;
  return (
    <Stack>
      <CardGrid label="Virtual classes">
        {data.map((item) => (
          <ClassCard key={item._id} item={item} canEnroll={canEnroll} {...actions} />
        ))}
      </CardGrid>
      <Pager
        page={filters.page}
        totalPages={classes.data.totalPages}
        onChange={onPageChange}
        windowSize={SUBJECTS_PAGER_WINDOW}
        label="Virtual class pages"
      />
    </Stack>
  );
}
