import { Badge, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { StaffOverview as Overview, StaffUpcomingItem } from '@sabora/contract';
import { IconArrowRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DateTimeText } from '../../components/date-time-text';
import { EmptyText } from '../../components/empty-text';
import { FailureAlert } from '../../components/failure-alert';
import { LoadingText } from '../../components/loading-text';
import { Panel } from '../../components/panel';
import { USER_TEXT_TAGS, UserText } from '../../components/user-text';
import { formatNumber } from '../../lib/i18n/format';
import { WORK_TYPE_LABELS } from '../../lib/work-labels';
import { useStaffOverview } from './api/use-staff-overview';

function ToGrade({ toGrade }: { toGrade: Overview['toGrade'] }) {
  const { t } = useTranslation('dashboard');
  if (toGrade.total === 0) return <EmptyText text={t('overview.caughtUp')} />;
  return (
    <Stack gap="sm" align="flex-start">
      <Text fz={36} fw={700} lh={1} c="orange">
        {formatNumber(toGrade.total)}
      </Text>
      <Text>
        {t('overview.waiting', {
          submissions: t('overview.submissionsWait', { count: toGrade.total }),
          homeworks: t('overview.homeworks', { count: toGrade.homework }),
          exams: t('overview.exams', { count: toGrade.exam }),
        })}
      </Text>
      <Button
        component={Link}
        to="/student-submissions-admin"
        variant="light"
        color="orange"
        rightSection={<IconArrowRight size={16} className="mirror-in-rtl" />}
      >
        {t('overview.grade')}
      </Button>
    </Stack>
  );
}

function UpcomingItem({ item }: { item: StaffUpcomingItem }) {
  const { t } = useTranslation('dashboard');
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
          <UserText>{item.title}</UserText>
        </Text>
        <Text size="xs" c="dimmed">
          <Trans
            t={t}
            i18nKey="overview.upcomingLine"
            values={{ subject: item.subject.name, handedIn: formatNumber(item.handedIn) }}
            components={{ ...USER_TEXT_TAGS, date: <DateTimeText iso={item.dueDate} /> }}
          />
        </Text>
      </Stack>
      <Badge variant="light" color="gray">
        {WORK_TYPE_LABELS[item.type]}
      </Badge>
    </Group>
  );
}

/**
 * On a teacher's /dashboard, beside the role's cards, the work waiting
 * for their grade and the next homeworks, quizzes and exams due in their subjects.
 */
export function StaffOverview() {
  const { t } = useTranslation('dashboard');
  const overview = useStaffOverview();
  let toGrade: ReactNode;
  let upcoming: ReactNode;
  if (overview.isPending) {
    toGrade = <LoadingText text={t('overview.loadingToGrade')} />;
    upcoming = <LoadingText text={t('overview.loadingDue')} />;
  } else if (overview.isError) {
    const failure = <FailureAlert title={t('overview.failed')} onRetry={() => void overview.refetch()} />;
    toGrade = failure;
    upcoming = failure;
  } else {
    toGrade = <ToGrade toGrade={overview.data.toGrade} />;
    upcoming =
      overview.data.upcoming.length === 0 ? (
        <EmptyText text={t('overview.nothingDue')} />
      ) : (
        <Stack
          component="ul"
          gap="sm"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={t('overview.nextDueList')}
        >
          {overview.data.upcoming.map((item) => (
            <UpcomingItem key={`${item.type}:${item._id}`} item={item} />
          ))}
        </Stack>
      );
  }
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <Panel title={t('overview.toGrade')}>{toGrade}</Panel>
      <Panel title={t('overview.nextDue')}>{upcoming}</Panel>
    </SimpleGrid>
  );
}
