import { Alert, Button, EmptyState, SimpleGrid, Stack, Text } from '@mantine/core';
import { SUBJECTS_PAGE_SIZE, SUBJECTS_PAGER_WINDOW, type Subject } from '@sabora/contract';
import { IconBooks } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { CenteredLoader } from '../../../components/centered-loader';
import { NoSearchResults } from '../../../components/no-search-results';
import { Pager } from '../../../components/pager';
import { useSubjects } from '../../../lib/subjects/use-subjects';
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
function listState(subjects: ReturnType<typeof useSubjects>, t: TFunction<'subjects'>): string {
  if (subjects.isPending) return t('status.loading');
  if (subjects.isError) return t('status.error');
  if (subjects.isPlaceholderData) return t('status.loadingPage');
  if (subjects.isFetching) return t('status.refreshing');
  return t('status.loaded');
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
  const { t } = useTranslation('subjects');
  const subjects = useSubjects({ page, search });
  const totalPages = subjects.data?.totalPages;
  // After a delete or a search the current page may no longer exist: show the last one instead.
  useEffect(() => {
    if (totalPages !== undefined && page > totalPages) onPageChange(totalPages);
  }, [page, totalPages, onPageChange]);
  const status = [
    t('status.page', { page, total: totalPages ?? '…' }),
    search ? t('status.search', { search }) : t('status.noSearch'),
    t('status.perPage', { count: SUBJECTS_PAGE_SIZE }),
    listState(subjects, t),
  ].join(' · ');
  const statusLine = (
    <Text size="xs" c="dimmed" ta="center" aria-live="polite">
      {status}
    </Text>
  );

  if (subjects.isPending) {
    return (
      <>
        <CenteredLoader label={t('list.loading')} />
        {statusLine}
      </>
    );
  }
  if (subjects.isError) {
    return (
      <Stack>
        <Alert color="red" role="alert" title={t('list.loadFailed')}>
          <Button variant="light" color="red" size="xs" mt="xs" onClick={() => subjects.refetch()}>
            {t('list.retry')}
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
          <NoSearchResults what={t('list.what')} search={search} onClear={onClearSearch} />
        ) : (
          <EmptyState
            icon={<IconBooks size={32} />}
            title={t('admin.emptyTitle')}
            description={t('admin.empty')}
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
        {t('admin.showing', { first, last, count: totalCount })}
      </Text>
      <Pager
        page={page}
        totalPages={subjects.data.totalPages}
        onChange={onPageChange}
        windowSize={SUBJECTS_PAGER_WINDOW}
        label={t('admin.pages')}
      />
      {statusLine}
    </Stack>
  );
}
