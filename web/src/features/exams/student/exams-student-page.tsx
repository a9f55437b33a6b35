import { Alert, Button, EmptyState, Group, Stack, Text, TextInput } from '@mantine/core';
import { type ExamSubmission, STUDENT_EXAMS_PAGE_SIZE } from '@sabora/contract';
import { IconSearch, IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import { type ReactNode, useMemo, useState } from 'react';
import { CenteredLoader } from '../../../components/centered-loader';
import { PageHeader } from '../../../components/page-header';
import { PageStepper, pageCountOf, pageSliceOf } from '../../../components/page-stepper';
import { useMyExamSubmissions } from '../../../lib/queries/use-my-exam-submissions';
import { useMyExams } from '../api/use-my-exams';
import { ExamCard } from './exam-card';
import { type DueDateOrder, examMatches, sortByDueDate } from './exam-list';
import { NoExamsIllustration } from './no-exams-illustration';

/** /exams-students (spec §2.6): the student's exams, searched, sorted by due date and paged by 10. */
export function ExamsStudentPage() {
  const exams = useMyExams();
  const submissions = useMyExamSubmissions();
  const [search, setSearch] = useState('');
  const [order, setOrder] = useState<DueDateOrder>('ascending');
  const [page, setPage] = useState(1);

  const byExam = useMemo(
    () => new Map<string, ExamSubmission>((submissions.data ?? []).map((s) => [s.exam._id, s])),
    [submissions.data],
  );
  const shown = useMemo(
    () =>
      sortByDueDate(
        (exams.data ?? []).filter((exam) => examMatches(exam, search)),
        order,
      ),
    [exams.data, search, order],
  );
  const totalPages = pageCountOf(shown.length, STUDENT_EXAMS_PAGE_SIZE);
  const current = Math.min(page, totalPages);

  let body: ReactNode;
  if (exams.isPending || submissions.isPending) {
    body = <CenteredLoader label="Loading exams" />;
  } else if (exams.isError || submissions.isError) {
    body = (
      <Alert color="red" role="alert" title="Failed to load exams">
        <Button
          variant="light"
          color="red"
          size="xs"
          mt="xs"
          onClick={() => void Promise.all([exams.refetch(), submissions.refetch()])}
        >
          Try Again
        </Button>
      </Alert>
    );
  } else if (shown.length === 0) {
    body = (
      <EmptyState
        icon={<NoExamsIllustration />}
        title="No exams found"
        description={exams.data.length === 0 ? 'You have no exams yet.' : 'No exam matches your search.'}
        py="xl"
      />
    );
  } else {
    body = (
      <Stack gap="lg">
        {pageSliceOf(shown, current, STUDENT_EXAMS_PAGE_SIZE).map((exam) => (
          <ExamCard key={exam._id} exam={exam} submission={byExam.get(exam._id)} />
        ))}
        <PageStepper
          page={current}
          totalPages={totalPages}
          onChange={setPage}
          pageSize={STUDENT_EXAMS_PAGE_SIZE}
          label="Exams pages"
        />
      </Stack>
    );
  }

  const SortIcon = order === 'ascending' ? IconSortAscending : IconSortDescending;
  return (
    <>
      <PageHeader title="Exams" subtitle="A list of all the exams in your website." />
      <Stack gap="lg">
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            label="Search exams"
            placeholder="Title, subject or description"
            leftSection={<IconSearch size={16} />}
            value={search}
            onChange={(event) => {
              setSearch(event.currentTarget.value);
              setPage(1);
            }}
            w={{ base: '100%', xs: 360 }}
          />
          <Button
            variant="default"
            rightSection={<SortIcon size={16} aria-hidden />}
            aria-describedby="exams-sort-order"
            onClick={() => setOrder(order === 'ascending' ? 'descending' : 'ascending')}
          >
            Due Date
          </Button>
          <Text id="exams-sort-order" size="sm" c="dimmed" aria-live="polite">
            {order === 'ascending' ? 'Soonest due first' : 'Latest due first'}
          </Text>
        </Group>
        {body}
      </Stack>
    </>
  );
}
