import { Anchor, Badge, Button, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { type StudentSummary, timeAgo } from '@sabora/contract';
import { IconHome } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { DateTimeText } from '../../components/date-time-text';
import { EmptyText } from '../../components/empty-text';
import { FailureAlert } from '../../components/failure-alert';
import { LoadingText } from '../../components/loading-text';
import { PageHeader } from '../../components/page-header';
import { Panel } from '../../components/panel';
import { WORK_TYPE_LABELS } from '../../lib/work-labels';
import { useStudentSummary } from './api/use-student-summary';

/** Spec §9: the average to one decimal; a dash before any grade. */
export const averageText = (average: number | null) => (average === null ? '—' : `${average.toFixed(1)}%`);

function attendanceText({ attended, total }: StudentSummary['attendance']) {
  return total === 0 ? null : `${attended} of ${total}`;
}

function StatCard({ label, value, note }: { label: string; value: ReactNode; note?: string }) {
  return (
    <Card withBorder radius="md" padding="md" component="li" style={{ listStyle: 'none' }}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} fz="xl">
        {value}
      </Text>
      {note ? (
        <Text size="xs" c="dimmed">
          {note}
        </Text>
      ) : null}
    </Card>
  );
}

function Figures({ summary }: { summary: StudentSummary }) {
  const attendance = attendanceText(summary.attendance);
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} component="ul" aria-label="Your figures" p={0} m={0}>
      <StatCard label="Average Grade" value={averageText(summary.average)} />
      <StatCard
        label="Attendance"
        value={attendance ?? '—'}
        note={attendance ? 'classes attended' : 'No class of yours has ended yet.'}
      />
      <StatCard label="Graded" value={summary.counts.graded} />
      <StatCard label="Awaiting Grade" value={summary.counts.awaitingGrade} />
    </SimpleGrid>
  );
}

const listStyle = { listStyle: 'none' } as const;

function DueSoon({ items }: { items: StudentSummary['dueSoon'] }) {
  if (items.length === 0) return <EmptyText text="Nothing is due soon." />;
  return (
    <Stack component="ul" gap="xs" p={0} m={0} style={listStyle}>
      {items.map((item) => (
        <Group key={`${item.type}-${item._id}`} component="li" justify="space-between" wrap="wrap" gap={4}>
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Anchor component={Link} to={item.link} fw={600} size="sm">
              {item.title}
            </Anchor>
            <Text size="xs" c="dimmed">
              {WORK_TYPE_LABELS[item.type]} · {item.subject.name}
            </Text>
          </Stack>
          <Text size="xs">
            Due <DateTimeText iso={item.dueDate} />
          </Text>
        </Group>
      ))}
    </Stack>
  );
}

function RecentGrades({ items }: { items: StudentSummary['recentGrades'] }) {
  if (items.length === 0) return <EmptyText text="No grades yet." />;
  return (
    <Stack component="ul" gap="xs" p={0} m={0} style={listStyle}>
      {items.map((item) => (
        <Group key={`${item.type}-${item._id}`} component="li" justify="space-between" wrap="nowrap" gap="xs">
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text fw={600} size="sm">
              {item.title}
            </Text>
            <Text size="xs" c="dimmed">
              {WORK_TYPE_LABELS[item.type]} · {item.subject} · <DateTimeText iso={item.gradedAt} />
            </Text>
          </Stack>
          <Badge variant="light" size="lg" style={{ flex: 'none' }}>
            {item.grade}%
          </Badge>
        </Group>
      ))}
    </Stack>
  );
}

const ACTIONS = { submitted: 'Handed in', graded: 'Graded' } as const;

function RecentActivity({ items }: { items: StudentSummary['recentActivity'] }) {
  if (items.length === 0) return <EmptyText text="No recent activity." />;
  return (
    <Stack component="ul" gap="xs" p={0} m={0} style={listStyle}>
      {items.map((item) => (
        <Stack key={`${item.action}-${item.type}-${item._id}`} component="li" gap={0}>
          <Text size="sm">
            <Text span fw={600}>
              {ACTIONS[item.action]}
            </Text>{' '}
            {item.title}
          </Text>
          <Text size="xs" c="dimmed">
            {WORK_TYPE_LABELS[item.type]} · {item.subject} · {timeAgo(item.at)}
          </Text>
        </Stack>
      ))}
    </Stack>
  );
}

/** /student-dashboard (spec §2.3): the student's own figures, from GET /students/me/summary. */
export function StudentDashboardPage() {
  const summary = useStudentSummary();
  return (
    <>
      <PageHeader
        title="Student Dashboard"
        subtitle="Your work, grades and classes at a glance."
        actions={
          <Button component={Link} to="/home-students" variant="light" leftSection={<IconHome size={18} />}>
            Home
          </Button>
        }
      />
      {summary.isPending ? (
        <LoadingText text="Loading your dashboard..." />
      ) : summary.isError ? (
        <FailureAlert title="Failed to load your dashboard" onRetry={() => void summary.refetch()} />
      ) : (
        <Stack gap="lg">
          <Figures summary={summary.data} />
          <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
            <Panel title="Due Soon">
              <DueSoon items={summary.data.dueSoon} />
            </Panel>
            <Panel title="Recent Grades">
              <RecentGrades items={summary.data.recentGrades} />
            </Panel>
            <Panel title="Recent Activity">
              <RecentActivity items={summary.data.recentActivity} />
            </Panel>
          </SimpleGrid>
        </Stack>
      )}
    </>
  );
}
