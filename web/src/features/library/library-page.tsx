import { Grid, Stack, TextInput } from '@mantine/core';
import type { LibrarySubject } from '@sabora/contract';
import { IconSearch } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { CardGrid } from '../../components/card-grid';
import { EmptyText } from '../../components/empty-text';
import { FailureAlert } from '../../components/failure-alert';
import { LoadingText } from '../../components/loading-text';
import { PageHeader } from '../../components/page-header';
import { useLibrarySubjects } from './api/use-library-subjects';
import { LibraryBackLink } from './components/library-back-link';
import { LibrarySubjectCard } from './components/library-subject-card';
import { RecentItems } from './components/recent-items';

function matches(subject: LibrarySubject, search: string): boolean {
  const text = search.trim().toLowerCase();
  return [subject.name, subject.code, subject.description].some((field) =>
    field.toLowerCase().includes(text),
  );
}

/** /library (spec §2.10): the subjects the reader can browse, searched as they type, and what is new. */
export function LibraryPage() {
  const [search, setSearch] = useState('');
  // A reader has a handful of subjects: the server sends them all and the search runs here.
  const subjects = useLibrarySubjects();

  let body: ReactNode;
  if (subjects.isPending) body = <LoadingText text="Loading subjects..." />;
  else if (subjects.isError)
    body = (
      <FailureAlert
        title="Failed to fetch subject"
        error={subjects.error}
        onRetry={() => subjects.refetch()}
      />
    );
  else {
    const shown = subjects.data.filter((subject) => matches(subject, search));
    body =
      shown.length === 0 ? (
        <EmptyText
          text={
            subjects.data.length === 0 ? 'No subjects in your library yet.' : 'No subjects match your search.'
          }
        />
      ) : (
        <CardGrid label="Subjects">
          {shown.map((subject) => (
            <LibrarySubjectCard key={subject._id} subject={subject} />
          ))}
        </CardGrid>
      );
  }

  return (
    <>
      <PageHeader
        title="Digital Library"
        subtitle="Materials and recorded lessons, by subject and chapter."
        actions={<LibraryBackLink />}
      />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <Stack gap="lg">
            <TextInput
              label="Search subjects"
              placeholder="Name, code or description"
              leftSection={<IconSearch size={16} />}
              value={search}
              onChange={(event) => setSearch(event.currentTarget.value)}
              maw={420}
            />
            {body}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <RecentItems />
        </Grid.Col>
      </Grid>
    </>
  );
}
