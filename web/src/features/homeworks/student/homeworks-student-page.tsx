import { Button, Stack, Text, TextInput } from '@mantine/core';
import { HOMEWORKS_PAGE_SIZE, type HomeworkSubmission } from '@sabora/contract';
import { IconSearch } from '@tabler/icons-react';
import { type ReactNode, useMemo, useState } from 'react';
import { PageHeader } from '../../../components/page-header';
import { PageStepper, pageCountOf, pageSliceOf } from '../../../components/page-stepper';
import { useMyHomeworkSubmissions } from '../../../lib/queries/use-my-homework-submissions';
import { useMyHomeworks } from '../api/use-my-homeworks';
import { HomeworkCard } from './homework-card';
import { homeworkMatches } from './homework-status';

/** /homeworks-students (spec §2.7): the homeworks of the student's subjects, searched and paged by 10. */
export function HomeworksStudentPage() {
  const homeworks = useMyHomeworks();
  const submissions = useMyHomeworkSubmissions();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);

  const byHomework = useMemo(
    () => new Map<string, HomeworkSubmission>((submissions.data ?? []).map((s) => [s.homework._id, s])),
    [submissions.data],
  );
  const shown = useMemo(
    () => (homeworks.data ?? []).filter((homework) => homeworkMatches(homework, search)),
    [homeworks.data, search],
  );
  const totalPages = pageCountOf(shown.length, HOMEWORKS_PAGE_SIZE);
  const current = Math.min(page, totalPages);

  let body: ReactNode;
  if (homeworks.isPending || submissions.isPending) {
    body = <Text role="status">Loading homeworks...</Text>;
  } else if (homeworks.isError || submissions.isError) {
    body = (
      <Stack gap="xs" align="flex-start">
        <Text c="red" role="alert">
          Failed to load homeworks
        </Text>
        <Button
          variant="light"
          color="red"
          size="xs"
          onClick={() => void Promise.all([homeworks.refetch(), submissions.refetch()])}
        >
          Try Again
        </Button>
      </Stack>
    );
  } else if (shown.length === 0) {
    body = (
      <Text c="dimmed">
        {homeworks.data.length === 0
          ? 'No homeworks assigned to your subjects.'
          : 'No homework matches your search.'}
      </Text>
    );
  } else {
    body = (
      <Stack gap="lg">
        {pageSliceOf(shown, current, HOMEWORKS_PAGE_SIZE).map((homework) => (
          <HomeworkCard key={homework._id} homework={homework} submission={byHomework.get(homework._id)} />
        ))}
        <PageStepper
          page={current}
          totalPages={totalPages}
          onChange={setPage}
          pageSize={HOMEWORKS_PAGE_SIZE}
          label="Homeworks pages"
        />
      </Stack>
    );
  }

  return (
    <>
      <PageHeader title="Homeworks" subtitle="All homeworks assigned to your enrolled subjects." />
      <Stack gap="lg">
        <TextInput
          label="Search homeworks"
          placeholder="Title, subject, chapter or text"
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
          w={{ base: '100%', xs: 360 }}
        />
        {body}
      </Stack>
    </>
  );
}
