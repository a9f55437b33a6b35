import { Anchor, Badge, Button, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { StudentSummary } from '@sabora/contract';
import { IconHome } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DateTimeText, formatDateTime } from '../../components/date-time-text';
import { EmptyText } from '../../components/empty-text';
import { FailureAlert } from '../../components/failure-alert';
import { LoadingText } from '../../components/loading-text';
import { PageHeader } from '../../components/page-header';
import { Panel } from '../../components/panel';
import { UserText } from '../../components/user-text';
import { formatNumber, formatTimeAgo } from '../../lib/i18n/format';
import { useStudentSummary } from './api/use-student-summary';

/** The average to one decimal; a dash before any grade. */
export const averageText = (average: number | null) =>
  average === null
    ? '—'
    : formatNumber(average / 100, { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 });

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
  const { t } = useTranslation('student-home');
  const { attended, total } = summary.attendance;
  const attendance =
    total === 0
      ? null
      : t('dashboard.attendedOf', { attended: formatNumber(attended), total: formatNumber(total) });
  return (
    <SimpleGrid
      cols={{ base: 2, sm: 3, lg: 5 }}
      component="ul"
      aria-label={t('dashboard.figures')}
      p={0}
      m={0}
    >
      <StatCard label={t('dashboard.averageGrade')} value={averageText(summary.average)} />
      <StatCard
        label={t('dashboard.attendance')}
        value={attendance ?? '—'}
        note={attendance ? t('dashboard.classesAttended') : t('dashboard.noClassEnded')}
      />
      <StatCard label={t('dashboard.graded')} value={formatNumber(summary.counts.graded)} />
      <StatCard label={t('dashboard.awaitingGrade')} value={formatNumber(summary.counts.awaitingGrade)} />
      <StatCard label={t('dashboard.missing')} value={formatNumber(summary.counts.missing)} />
    </SimpleGrid>
  );
}

const listStyle = { listStyle: 'none' } as const;

/** Work due soon, or (`missed`) work past its due date never handed in: the missing-work rule's. */
function DueSoon({ items, missed = false }: { items: StudentSummary['dueSoon']; missed?: boolean }) {
  const { t } = useTranslation('student-home');
  if (items.length === 0)
    return <EmptyText text={t(missed ? 'dashboard.noMissing' : 'dashboard.nothingDue')} />;
  return (
    <Stack component="ul" gap="xs" p={0} m={0} style={listStyle}>
      {items.map((item) => (
        <Group key={`${item.type}-${item._id}`} component="li" justify="space-between" wrap="wrap" gap={4}>
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Anchor component={Link} to={item.link} fw={600} size="sm">
              <UserText>{item.title}</UserText>
            </Anchor>
            <Text size="xs" c="dimmed">
              {t(`workTypes.${item.type}`)} · <UserText>{item.subject.name}</UserText>
            </Text>
          </Stack>
          <Text size="xs">
            <time dateTime={item.dueDate}>
              {t(missed ? 'dashboard.wasDue' : 'dashboard.due', { date: formatDateTime(item.dueDate) })}
            </time>
          </Text>
        </Group>
      ))}
    </Stack>
  );
}

function RecentGrades({ items }: { items: StudentSummary['recentGrades'] }) {
  const { t } = useTranslation('student-home');
  if (items.length === 0) return <EmptyText text={t('dashboard.noGrades')} />;
  return (
    <Stack component="ul" gap="xs" p={0} m={0} style={listStyle}>
      {items.map((item) => (
        <Group key={`${item.type}-${item._id}`} component="li" justify="space-between" wrap="nowrap" gap="xs">
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text fw={600} size="sm">
              <UserText>{item.title}</UserText>
            </Text>
            <Text size="xs" c="dimmed">
              {t(`workTypes.${item.type}`)} · <UserText>{item.subject}</UserText> ·{' '}
              <DateTimeText iso={item.gradedAt} />
            </Text>
          </Stack>
          <Badge variant="light" size="lg" style={{ flex: 'none' }}>
            {formatNumber(item.grade / 100, { style: 'percent', maximumFractionDigits: 1 })}
          </Badge>
        </Group>
      ))}
    </Stack>
  );
}

const ACTIONS = { submitted: 'dashboard.handedIn', graded: 'dashboard.gradedAction' } as const;

function RecentActivity({ items }: { items: StudentSummary['recentActivity'] }) {
  const { t } = useTranslation('student-home');
  if (items.length === 0) return <EmptyText text={t('dashboard.noActivity')} />;
  return (
    <Stack component="ul" gap="xs" p={0} m={0} style={listStyle}>
      {items.map((item) => (
        <Stack key={`${item.action}-${item.type}-${item._id}`} component="li" gap={0}>
          <Text size="sm">
            <Text span fw={600}>
              {t(ACTIONS[item.action])}
            </Text>{' '}
            <UserText>{item.title}</UserText>
          </Text>
          <Text size="xs" c="dimmed">
            {t(`workTypes.${item.type}`)} · <UserText>{item.subject}</UserText> · {formatTimeAgo(item.at)}
          </Text>
        </Stack>
      ))}
    </Stack>
  );
}

/** /student-dashboard: the student's own figures, from GET /students/me/summary. */
export function StudentDashboardPage() {
  const summary = useStudentSummary();
  const { t } = useTranslation('student-home');
  return (
    <>
      <PageHeader
        title={t('dashboard.title')}
        subtitle={t('dashboard.subtitle')}
        actions={
          <Button component={Link} to="/home-students" variant="light" leftSection={<IconHome size={18} />}>
            {t('dashboard.home')}
          </Button>
        }
      />
      {summary.isPending ? (
        <LoadingText text={t('dashboard.loading')} />
      ) : summary.isError ? (
        <FailureAlert title={t('dashboard.failed')} onRetry={() => void summary.refetch()} />
      ) : (
        <Stack gap="lg">
          <Figures summary={summary.data} />
          <SimpleGrid cols={{ base: 1, md: 2, lg: 4 }} spacing="md">
            <Panel title={t('dashboard.dueSoon')}>
              <DueSoon items={summary.data.dueSoon} />
            </Panel>
            <Panel title={t('dashboard.missingWork')}>
              <DueSoon items={summary.data.missing} missed />
            </Panel>
            <Panel title={t('dashboard.recentGrades')}>
              <RecentGrades items={summary.data.recentGrades} />
            </Panel>
            <Panel title={t('dashboard.recentActivity')}>
              <RecentActivity items={summary.data.recentActivity} />
            </Panel>
          </SimpleGrid>
        </Stack>
      )}
    </>
  );
}
