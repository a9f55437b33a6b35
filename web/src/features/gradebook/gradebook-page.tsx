import { Card, Group, Stack, Text } from '@mantine/core';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BackToDashboard } from '../../components/back-to-dashboard';
import { CenteredLoader } from '../../components/centered-loader';
import { DownloadButton } from '../../components/download-button';
import { EmptyText } from '../../components/empty-text';
import { FailureAlert } from '../../components/failure-alert';
import { PageHeader } from '../../components/page-header';
import { SubjectSelect } from '../../components/subject-select';
import { currentLocale } from '../../lib/i18n/format';
import { useGradebook } from './api/use-gradebook';
import { GradebookLegend } from './components/gradebook-legend';
import { GradebookTable } from './components/gradebook-table';
import { BY_NAME, type SortKey, type SortOrder, sameKey, sortRows } from './sort-rows';

/**
 * /gradebook-admin: a subject the reader teaches (admins: any), its students × its homeworks,
 * quizzes and exams, sortable by any column, and the same as a CSV or Excel file.
 */
export function GradebookPage() {
  const { t } = useTranslation('gradebook');
  const [subjectId, setSubjectId] = useState('');
  const [order, setOrder] = useState<SortOrder>(BY_NAME);
  const book = useGradebook(subjectId);
  const collator = useMemo(() => new Intl.Collator(currentLocale()), []);
  const rows = useMemo(
    () => (book.data ? sortRows(book.data.students, order, collator) : []),
    [book.data, order, collator],
  );

  const sortBy = (key: SortKey) =>
    setOrder((current) =>
      sameKey(current.key, key)
        ? { key, direction: current.direction === 'ascending' ? 'descending' : 'ascending' }
        : // Grades and averages read best highest first; names from A.
          { key, direction: key.by === 'name' ? 'ascending' : 'descending' },
    );

  let body: ReactNode;
  if (!subjectId) body = <EmptyText text={t('page.choose')} />;
  else if (book.isPending) body = <CenteredLoader label={t('page.loading')} />;
  else if (book.isError)
    body = <FailureAlert title={t('page.loadFailed')} error={book.error} onRetry={() => book.refetch()} />;
  else if (book.data.students.length === 0) body = <EmptyText text={t('page.noStudents')} />;
  else if (book.data.items.length === 0) body = <EmptyText text={t('page.noItems')} />;
  else {
    body = (
      <Stack gap="sm">
        <Text size="sm" c="dimmed" aria-live="polite">
          {t('page.count', { students: book.data.students.length, items: book.data.items.length })}
        </Text>
        <GradebookLegend />
        <GradebookTable book={book.data} rows={rows} order={order} onSort={sortBy} />
      </Stack>
    );
  }

  const ready = book.isSuccess && book.data.students.length > 0;
  return (
    <>
      <PageHeader
        title={t('page.title')}
        subtitle={t('page.subtitle')}
        actions={
          <>
            <BackToDashboard />
            {(['csv', 'xlsx'] as const).map((format) => (
              <DownloadButton
                key={format}
                path="/gradebook/export"
                query={{ subject: subjectId, format }}
                fileName={`gradebook.${format}`}
                failureText={t('page.exportFailed')}
                disabled={!ready}
              >
                {format === 'csv' ? t('page.exportCsv') : t('page.exportXlsx')}
              </DownloadButton>
            ))}
          </>
        }
      />
      <Stack gap="lg">
        <Card withBorder radius="md" padding="lg">
          <Group grow>
            <SubjectSelect
              value={subjectId}
              onChange={(id) => {
                setSubjectId(id);
                setOrder(BY_NAME);
              }}
              loadError={t('page.subjectsFailed')}
            />
          </Group>
        </Card>
        {body}
      </Stack>
    </>
  );
}
