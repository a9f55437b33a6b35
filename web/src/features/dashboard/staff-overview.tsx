import { Badge, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { StaffOverview as Overview, StaffUpcomingItem } from '@sabora/contract';
import { IconArrowRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { DateTimeText } from '../../components/date-time-text';
import { EmptyText } from '../../components/empty-text';
import { FailureAlert } from '../../components/failure-alert';
import { LoadingText } from '../../components/loading-text';
import { Panel } from '../../components/panel';
import { useStaffOverview } from './api/use-staff-overview';

const TYPE_LABEL = { homework: 'Homework', quiz: 'Quiz', exam: 'Exam' } as const;
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function ToGrade({ toGrade }: { toGrade: Overview['toGrade'] }) {
  if (toGrade.total === 0) return <EmptyText text="Nothing to grade. You are all caught up." />;
  return (
    <Stack gap="sm" align="flex-start">
      <Text fz={36} fw={700} lh={1} c="orange">
        {toGrade.total}
      </Text>
      <Text>
        {`${plural(toGrade.total, 'submission waits', 'submissions wait')} for a grade: ${plural(toGrade.homework, 'homework', 'homeworks')}, ${plural(toGrade.exam, 'exam', 'exams')}.`}
      </Text>
      <Button
        component={Link}
        to="/student-submissions-admin"
        variant="light"
        color="orange"
        rightSection={<IconArrowRight size={16} />}
      >
        Grade submissions
      </Button>
    </Stack>
  );
}

function UpcomingItem({ item }: { item: StaffUpcomingItem }) {
  return (
    <Group component="li" aria-label={item.title} justify="space-between" wrap="nowrap" gap="xs">
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text
          component={Link}
          to={item.link}
          size="sm"
          fw={500}
          c="blue"
          style={{ overflowWrap: 'anywhere' }}
        >
          {item.title}
        </Text>
        <Text size="xs" c="dimmed">
          {item.subject.name} · due <DateTimeText iso={item.dueDate} /> · {item.handedIn} handed in
        </Text>
      </Stack>
      <Badge variant="light" color="gray">
        {TYPE_LABEL[item.type]}
      </Badge>
    </Group>
  );
}

/**
 * Beyond the spec (issue 18): on a teacher's /dashboard, beside the spec's cards, the work waiting
 * for their grade and the next homeworks, quizzes and exams due in their subjects.
 */
export function StaffOverview() {
  const overview = useStaffOverview();
  let toGrade: ReactNode;
  let upcoming: ReactNode;
  if (overview.isPending) {
    toGrade = <LoadingText text="Loading work to grade..." />;
    upcoming = <LoadingText text="Loading due dates..." />;
  } else if (overview.isError) {
    const failure = (
      <FailureAlert title="Failed to load your overview" onRetry={() => void overview.refetch()} />
    );
    toGrade = failure;
    upcoming = failure;
  } else {
    toGrade = <ToGrade toGrade={overview.data.toGrade} />;
    upcoming =
      overview.data.upcoming.length === 0 ? (
        <EmptyText text="Nothing is due in your subjects." />
      ) : (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Next due">
          {overview.data.upcoming.map((item) => (
            <UpcomingItem key={`${item.type}:${item._id}`} item={item} />
          ))}
        </Stack>
      );
  }
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <Panel title="To Grade">{toGrade}</Panel>
      <Panel title="Next Due">{upcoming}</Panel>
    </SimpleGrid>
  );
}
