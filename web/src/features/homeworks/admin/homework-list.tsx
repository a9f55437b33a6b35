import { Alert, Button, EmptyState, Stack, Text } from '@mantine/core';
import { type Homework, SUBJECTS_PAGER_WINDOW } from '@sabora/contract';
import { IconClipboardList } from '@tabler/icons-react';
import { useEffect } from 'react';
import { CenteredLoader } from '../../../components/centered-loader';
import { Pager } from '../../../components/pager';
import { useHomeworks } from '../api/use-homeworks';
import { HomeworkTable } from './homework-table';

interface HomeworkListProps {
  page: number;
  onPageChange: (page: number) => void;
  onEdit: (homework: Homework) => void;
  onDelete: (homework: Homework) => void;
}

/** The uploaded homeworks, 10 a page, with loading, empty and error states. */
export function HomeworkList({ page, onPageChange, onEdit, onDelete }: HomeworkListProps) {
  const homeworks = useHomeworks(page);
  const totalPages = homeworks.data?.totalPages;
  // After a delete the current page may no longer exist: show the last one instead.
  useEffect(() => {
    if (totalPages !== undefined && page > totalPages) onPageChange(totalPages);
  }, [page, totalPages, onPageChange]);

  if (homeworks.isPending) return <CenteredLoader label="Loading homeworks" />;
  if (homeworks.isError) {
    return (
      <Alert color="red" role="alert" title="Failed to load homeworks">
        <Button variant="light" color="red" size="xs" mt="xs" onClick={() => homeworks.refetch()}>
          Try Again
        </Button>
      </Alert>
    );
  }
  const { data, totalCount } = homeworks.data;
  if (data.length === 0) {
    return (
      <EmptyState
        icon={<IconClipboardList size={32} />}
        title="No homeworks uploaded yet."
        description="Upload the first homework with the form above."
        withIndicatorBackground
        py="xl"
      />
    );
  }
  return (
    <Stack>
      <HomeworkTable homeworks={data} onEdit={onEdit} onDelete={onDelete} />
      <Text size="sm" c="dimmed" ta="center" aria-live="polite">
        {totalCount} {totalCount === 1 ? 'homework' : 'homeworks'} · page {page} of {totalPages}
      </Text>
      <Pager
        page={page}
        totalPages={homeworks.data.totalPages}
        onChange={onPageChange}
        windowSize={SUBJECTS_PAGER_WINDOW}
        label="Homework pages"
      />
    </Stack>
  );
}
