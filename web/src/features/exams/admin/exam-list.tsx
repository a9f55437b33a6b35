import { Alert, Button, EmptyState, Stack, Text } from '@mantine/core';
import { type Exam, SUBJECTS_PAGER_WINDOW } from '@sabora/contract';
import { IconFileCertificate } from '@tabler/icons-react';
import { useEffect } from 'react';
import { CenteredLoader } from '../../../components/centered-loader';
import { Pager } from '../../../components/pager';
import { useExams } from '../api/use-exams';
import { ExamsTable } from './exams-table';

interface ExamListProps {
  page: number;
  onPageChange: (page: number) => void;
  onEdit: (exam: Exam) => void;
  onDelete: (exam: Exam) => void;
}

/** The uploaded exams, 20 a page, with loading, empty and error states. */
export function ExamList({ page, onPageChange, onEdit, onDelete }: ExamListProps) {
  const exams = useExams(page);
  const totalPages = exams.data?.totalPages;
  // After a delete the current page may no longer exist: show the last one instead.
  useEffect(() => {
    if (totalPages !== undefined && page > totalPages) onPageChange(totalPages);
  }, [page, totalPages, onPageChange]);

  if (exams.isPending) return <CenteredLoader label="Loading exams" />;
  if (exams.isError) {
    return (
      <Alert color="red" role="alert" title="Failed to load exams">
        <Button variant="light" color="red" size="xs" mt="xs" onClick={() => exams.refetch()}>
          Try Again
        </Button>
      </Alert>
    );
  }
  const { data, totalCount } = exams.data;
  if (data.length === 0) {
    return (
      <EmptyState
        icon={<IconFileCertificate size={32} />}
        title="No exams uploaded yet."
        description="Upload the first exam with the form above."
        withIndicatorBackground
        py="xl"
      />
    );
  }
  return (
    <Stack>
      <ExamsTable exams={data} onEdit={onEdit} onDelete={onDelete} />
      <Text size="sm" c="dimmed" ta="center" aria-live="polite">
        {totalCount} {totalCount === 1 ? 'exam' : 'exams'} · page {page} of {totalPages}
      </Text>
      <Pager
        page={page}
        totalPages={exams.data.totalPages}
        onChange={onPageChange}
        windowSize={SUBJECTS_PAGER_WINDOW}
        label="Exam pages"
      />
    </Stack>
  );
}
