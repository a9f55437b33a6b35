import { Grid, Stack } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CardGrid } from '../../components/card-grid';
import { EmptyText } from '../../components/empty-text';
import { FailureAlert } from '../../components/failure-alert';
import { LoadingText } from '../../components/loading-text';
import { NoSearchResults } from '../../components/no-search-results';
import { PageHeader } from '../../components/page-header';
import { matchesSubject, SubjectSearchInput } from '../../components/subject-search-input';
import { useAuth } from '../../lib/session/auth-context';
import { useLibrarySubjects } from './api/use-library-subjects';
import { LibraryBackLink } from './components/library-back-link';
import { LibrarySubjectCard } from './components/library-subject-card';
import { RecentItems } from './components/recent-items';

/**
 * /library (docs/product/screens.md, "Digital library (/library)"): the subjects the reader can
 * browse, searched as they type, and what is new.
 */
export function LibraryPage() {
  const { t } = useTranslation('library');
  const [search, setSearch] = useState('');
  // A reader has a handful of subjects: the server sends them all and the search runs here.
  const subjects = useLibrarySubjects();
  // What is new is for the readers; staff follow their items on /library-admin.
  const role = useAuth().user?.role;
  const withRecent = role === 'student' || role === 'parent';

  let body: ReactNode;
  if (subjects.isPending) body = <LoadingText text={t('home.loading')} />;
  else if (subjects.isError)
    body = (
      <FailureAlert title={t('home.loadFailed')} error={subjects.error} onRetry={() => subjects.refetch()} />
    );
  else {
    const shown = subjects.data.filter((subject) => matchesSubject(subject, search));
    body =
      subjects.data.length === 0 ? (
        <EmptyText text={t('home.empty')} />
      ) : shown.length === 0 ? (
        <NoSearchResults what={t('home.what')} search={search} onClear={() => setSearch('')} />
      ) : (
        <CardGrid label={t('home.subjects')}>
          {shown.map((subject) => (
            <LibrarySubjectCard key={subject._id} subject={subject} />
          ))}
        </CardGrid>
      );
  }

  return (
    <>
      <PageHeader title={t('home.title')} subtitle={t('home.subtitle')} actions={<LibraryBackLink />} />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: withRecent ? 8 : 12 }}>
          <Stack gap="lg">
            <SubjectSearchInput value={search} onChange={setSearch} />
            {body}
          </Stack>
        </Grid.Col>
        {withRecent ? (
          <Grid.Col span={{ base: 12, lg: 4 }}>
            <RecentItems />
          </Grid.Col>
        ) : null}
      </Grid>
    </>
  );
}
