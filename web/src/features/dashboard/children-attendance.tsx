import { Group, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import type { AttendanceEntry, MyChild } from '@sabora/contract';
import type { ReactNode } from 'react';
import { DateTimeText } from '../../components/date-time-text';
import { EmptyText } from '../../components/empty-text';
import { FailureAlert } from '../../components/failure-alert';
import { LoadingText } from '../../components/loading-text';
import { Panel } from '../../components/panel';
import { AttendedBadge } from '../../components/virtual-class/attended-badge';
import { useMyChildren } from '../../lib/queries/use-my-children';
import { useChildAttendance } from './api/use-child-attendance';

function RecentClass({ entry }: { entry: AttendanceEntry }) {
  return (
    <Group component="li" aria-label={entry.title} justify="space-between" wrap="nowrap" gap="xs">
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
          {entry.title}
        </Text>
        <Text size="xs" c="dimmed">
          {entry.subject.name} · <DateTimeText iso={entry.scheduledDate} /> · {entry.duration} minutes
        </Text>
      </Stack>
      <AttendedBadge attended={entry.attended} />
    </Group>
  );
}

/** One child's attendance of completed classes: the figure, then the latest classes. */
function ChildAttendance({ child }: { child: MyChild }) {
  const attendance = useChildAttendance(child._id);

  let body: ReactNode;
  if (attendance.isPending) {
    body = <LoadingText text="Loading attendance..." />;
  } else if (attendance.isError) {
    body = <FailureAlert title="Failed to load class attendance" onRetry={() => void attendance.refetch()} />;
  } else {
    const { attended, missed, recent } = attendance.data;
    const total = attended + missed;
    body =
      total === 0 ? (
        <EmptyText text="No completed classes yet." />
      ) : (
        <Stack gap="sm">
          <Text fw={500}>{`Attended ${attended} of ${total} ${total === 1 ? 'class' : 'classes'}`}</Text>
          <Progress value={(attended / total) * 100} color="green" aria-hidden />
          <Stack
            component="ul"
            gap="xs"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            aria-label="Recent classes"
          >
            {recent.map((entry) => (
              <RecentClass key={entry._id} entry={entry} />
            ))}
          </Stack>
        </Stack>
      );
  }
  return <Panel title={`${child.firstName}'s Class Attendance`}>{body}</Panel>;
}

/**
 * Beyond the spec (issue 12): a parent sees, for each child, how many of their completed virtual
 * classes they attended and the latest ones. The children's own loading and failure states are the
 * calendar panel's, shown just above.
 */
export function ChildrenAttendance() {
  const children = useMyChildren();
  if (!children.data?.length) return null;
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      {children.data.map((child) => (
        <ChildAttendance key={child._id} child={child} />
      ))}
    </SimpleGrid>
  );
}
