import { Card, Stack, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { StaffQuiz } from '@sabora/contract';
import { SEARCH_DEBOUNCE_MS } from '@sabora/contract';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BackToAdmin } from '../../../components/back-to-admin';
import { PageHeader } from '../../../components/page-header';
import { CreateQuizForm } from './create-quiz-form';
import { DeleteQuizModal } from './delete-quiz-modal';
import { EditQuizModal } from './edit-quiz-modal';
import { QuizList } from './quiz-list';
import { QuizStatisticsModal } from './quiz-statistics-modal';

/**
 * /quizzes-admin (docs/product/screens.md, "Quizzes management (/quizzes-admin)"): create a quiz
 * from the question bank, then find, edit or delete.
 */
export function QuizzesAdminPage() {
  const { t } = useTranslation('quizzes');
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  // The list starts at page 1.
  const [page, setPage] = useState(1);
  // The dialogs are mounted only while open: `null` is closed.
  const [editing, setEditing] = useState<StaffQuiz | null>(null);
  const [deleting, setDeleting] = useState<StaffQuiz | null>(null);
  const [measuring, setMeasuring] = useState<StaffQuiz | null>(null);

  return (
    <>
      <PageHeader title={t('admin.title')} subtitle={t('admin.subtitle')} actions={<BackToAdmin />} />
      <Stack gap="xl">
        <CreateQuizForm />
        <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="quizzes-heading">
          <Stack>
            <Title order={2} size="h4" id="quizzes-heading">
              {t('admin.list.heading')}
            </Title>
            <TextInput
              label={t('admin.list.search')}
              placeholder={t('admin.list.searchPlaceholder')}
              leftSection={<IconSearch size={16} />}
              value={search}
              onChange={(event) => {
                setSearch(event.currentTarget.value);
                setPage(1);
              }}
            />
            <QuizList
              page={page}
              search={debouncedSearch}
              onClearSearch={() => {
                setSearch('');
                setPage(1);
              }}
              onPageChange={setPage}
              onEdit={setEditing}
              onDelete={setDeleting}
              onStatistics={setMeasuring}
            />
          </Stack>
        </Card>
      </Stack>
      {editing ? <EditQuizModal quiz={editing} onClose={() => setEditing(null)} /> : null}
      {deleting ? <DeleteQuizModal quiz={deleting} onClose={() => setDeleting(null)} /> : null}
      {measuring ? <QuizStatisticsModal quiz={measuring} onClose={() => setMeasuring(null)} /> : null}
    </>
  );
}
