import { Alert, Button, EmptyState, SimpleGrid, Stack, Text } from '@mantine/core';
import { SUBJECTS_PAGE_SIZE, SUBJECTS_PAGER_WINDOW, type Subject } from '@sabora/contract';
import { IconBooks } from '@tabler/icons-react';
import { useEffect } from 'react';
import { CenteredLoader } from '../../../components/centered-loader';
import { NoSearchResults } from '../../../components/no-search-results';
import { Pager } from '../../../components/pager';
import { useSubjects } from '../../../lib/queries/use-subjects';
import { SubjectAdminCard } from './subject-admin-card';

interface SubjectAdminListProps {
  page: number;
  search: string;
  onClearSearch: () => void;
  onPageChange: (page: number) => void;
  onEdit: (subject: Subject) => void;
  onDelete: (subject: Subject) => void;
}

/** The state of the list in a few words, for the line under the cards. */
function listState(subjects: ReturnType<typeof useSubjects>): string {
  if (subjects.isPending) return 'loading';
  if (subjects.isError) return 'error';
  if (subjects.isPlaceholderData) return 'loading page';
  if (subjects.isFetching) return 'refreshing';
  return 'loaded';
}

/** One page of subject cards with "Showing X to Y of Z subjects", a status line and the pager. */
export function SubjectAdminList({
  page,
  search,
  onClearSearch,
  onPageChange,
  onEdit,
  onDelete,
}: SubjectAdminListProps) {
  const subjects = useSubjects({ page, search });
  const totalPages = subjects.data?.totalPages;
  // After a delete or a search the current page may no longer exist: show the last one instead.
  useEffect(() => {
    if (totalPages !== undefined && page > totalPages) onPageChange(totalPages);
  }, [page, totalPages, onPageChange]);
  const status = [
    `Page ${page} of ${totalPages ?? '…'}`,
    search ? `search "${search}"` : 'no search',
    `${SUBJECTS_PAGE_SIZE} per page`,
    listState(subjects),
  ].join(' · ');
  const statusLine = (
    <Text size="xs" c="dimmed" ta="center" aria-live="polite">
      {status}
    </Text>
  );

  if (subjects.isPending) {
    return (
      <>
        <CenteredLoader label="Loading subjects" />
        {statusLine}
      </>
    );
  }
  if (subjects.isError) {
    return (
      <Stack>
        <Alert color="red" role="alert" title="Failed to fetch subjects">
          <Button variant="light" color="red" size="xs" mt="xs" onClick={() => subjects.refetch()}>
            Try Again
          </Button>
        </Alert>
        {statusLine}
      </Stack>
    );
  }

  const { data: list, totalCount } = subjects.data;
  if (list.length === 0) {
    return (
      <Stack>
        {search ? (
          <NoSearchResults what="subjects" search={search} onClear={onClearSearch} />
        ) : (
          <EmptyState
            icon={<IconBooks size={32} />}
            title="No subjects found"
            description="Add the first subject of the school."
            withIndicatorBackground
            py="xl"
          />
        )}
        {statusLine}
      </Stack>
    );
  }

  const first = (page - 1) * SUBJECTS_PAGE_SIZE + 1;
  const last = Math.min(page * SUBJECTS_PAGE_SIZE, totalCount);
  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
        {list.map((subject) => (
          <SubjectAdminCard
            key={subject._id}
            subject={subject}
            onEdit={() => onEdit(subject)}
            onDelete={() => onDelete(subject)}
          />
        ))}
      </SimpleGrid>
      <Text size="sm" ta="center">
        Showing {first} to {last} of {totalCount} subjects
      </Text>
      <Pager
        page={page}
        totalPages={subjects.data.totalPages}
        onChange={onPageChange}
        windowSize={SUBJECTS_PAGER_WINDOW}
        label="Subject pages"
      />
      {statusLine}
    </Stack>
  );
}
