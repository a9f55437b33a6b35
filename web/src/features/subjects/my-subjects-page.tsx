import { Alert, Button, EmptyState, SimpleGrid, Stack } from '@mantine/core';
import { MAX_PAGE_LIMIT, type Subject } from '@sabora/contract';
import { IconBooks } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CenteredLoader } from '../../components/centered-loader';
import { NoSearchResults } from '../../components/no-search-results';
import { PageHeader } from '../../components/page-header';
import { matchesSubject, SubjectSearchInput } from '../../components/subject-search-input';
import { useSubjects } from '../../lib/subjects/use-subjects';
import { StudentSubjectCard } from './components/student-subject-card';
import { SubjectDetailsModal } from './components/subject-details-modal';

/** /subjects: the subjects the student is enrolled in, filtered as they type. */
export function MySubjectsPage() {
  const { t } = useTranslation('subjects');
  const [search, setSearch] = useState('');
  const [details, setDetails] = useState<Subject | null>(null);
  // A student has a handful of subjects: one page holds them all and the search runs here.
  const subjects = useSubjects({ page: 1, limit: MAX_PAGE_LIMIT });

  let body: ReactNode;
  if (subjects.isPending) {
    body = <CenteredLoader label={t('list.loading')} />;
  } else if (subjects.isError) {
    body = (
      <Alert color="red" role="alert" title={t('list.loadFailed')}>
        <Button variant="light" color="red" size="xs" mt="xs" onClick={() => subjects.refetch()}>
          {t('list.retry')}
        </Button>
      </Alert>
    );
  } else {
    const shown = subjects.data.data.filter((subject) => matchesSubject(subject, search));
    body =
      subjects.data.data.length === 0 ? (
        <EmptyState
          icon={<IconBooks size={32} />}
          title={t('mine.emptyTitle')}
          description={t('mine.empty')}
          withIndicatorBackground
          py="xl"
        />
      ) : shown.length === 0 ? (
        <NoSearchResults what={t('list.what')} search={search} onClear={() => setSearch('')} />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
          {shown.map((subject) => (
            <StudentSubjectCard key={subject._id} subject={subject} onDetails={() => setDetails(subject)} />
          ))}
        </SimpleGrid>
      );
  }

  return (
    <>
      <PageHeader title={t('mine.title')} subtitle={t('mine.subtitle')} />
      <Stack gap="lg">
        <SubjectSearchInput value={search} onChange={setSearch} />
        {body}
      </Stack>
      {details ? <SubjectDetailsModal subject={details} onClose={() => setDetails(null)} /> : null}
    </>
  );
}
