import { Alert, Button, EmptyState, Group, Stack, Text } from '@mantine/core';
import type { StaffQuiz } from '@sabora/contract';
import { SUBJECTS_PAGER_WINDOW } from '@sabora/contract';
import { IconChecklist } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { CardGrid } from '../../../components/card-grid';
import { CenteredLoader } from '../../../components/centered-loader';
import { NoSearchResults } from '../../../components/no-search-results';
import { Pager } from '../../../components/pager';
import { useQuizzes } from '../api/use-quizzes';
import { QuizCard } from './quiz-card';

interface QuizListProps {
  page: number;
  /** The debounced search text, '' for none. */
  search: string;
  onClearSearch: () => void;
  onPageChange: (page: number) => void;
  onEdit: (quiz: StaffQuiz) => void;
  onDelete: (quiz: StaffQuiz) => void;
  onStatistics: (quiz: StaffQuiz) => void;
}

/** The created quizzes as cards, 20 a page, with loading, empty and error states. */
export function QuizList({
  page,
  search,
  onClearSearch,
  onPageChange,
  onEdit,
  onDelete,
  onStatistics,
}: QuizListProps) {
  const { t } = useTranslation('quizzes');
  const quizzes = useQuizzes(page, search);
  const totalPages = quizzes.data?.totalPages;
  // After a delete the current page may no longer exist: show the last one instead.
  useEffect(() => {
    if (totalPages !== undefined && totalPages >= 1 && page > totalPages) onPageChange(totalPages);
  }, [page, totalPages, onPageChange]);

  if (quizzes.isPending) return <CenteredLoader label={t('admin.list.loading')} />;
  if (quizzes.isError) {
    return (
      <Alert color="red" role="alert" title={t('admin.list.loadFailed', { reason: quizzes.error.message })}>
        <Button variant="light" color="red" size="xs" mt="xs" onClick={() => quizzes.refetch()}>
          {t('admin.list.tryAgain')}
        </Button>
      </Alert>
    );
  }
  const { data, totalCount } = quizzes.data;
  const pages = Math.max(1, quizzes.data.totalPages);
  if (data.length === 0) {
    return search ? (
      <NoSearchResults what={t('admin.list.many')} search={search} onClear={onClearSearch} />
    ) : (
      <EmptyState
        icon={<IconChecklist size={32} />}
        title={t('admin.list.empty')}
        description={t('admin.list.createFirst')}
        withIndicatorBackground
        py="xl"
      />
    );
  }
  return (
    <Stack>
      <CardGrid label={t('admin.list.heading')}>
        {data.map((quiz) => (
          <QuizCard
            key={quiz._id}
            quiz={quiz}
            onEdit={onEdit}
            onDelete={onDelete}
            onStatistics={onStatistics}
          />
        ))}
      </CardGrid>
      <Group justify="center" gap="xs" aria-live="polite">
        <Text size="sm">{t('admin.list.pageOf', { page: Math.min(page, pages), total: pages })}</Text>
        <Text size="sm" c="dimmed">
          {t('admin.list.count', { count: totalCount })}
        </Text>
      </Group>
      <Pager
        page={page}
        totalPages={pages}
        onChange={onPageChange}
        windowSize={SUBJECTS_PAGER_WINDOW}
        label={t('admin.list.pages')}
      />
    </Stack>
  );
}
