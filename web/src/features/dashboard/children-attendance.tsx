import { Group, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import type { AttendanceEntry, MyChild } from '@sabora/contract';
import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { DateTimeText } from '../../components/date-time-text';
import { EmptyText } from '../../components/empty-text';
import { FailureAlert } from '../../components/failure-alert';
import { LoadingText } from '../../components/loading-text';
import { Panel } from '../../components/panel';
import { USER_TEXT_TAGS, UserText } from '../../components/user-text';
import { AttendedBadge } from '../../components/virtual-class/attended-badge';
import { formatNumber } from '../../lib/i18n/format';
import { useMyChildren } from '../../lib/parents/use-my-children';
import { useChildAttendance } from './api/use-child-attendance';

function RecentClass({ entry }: { entry: AttendanceEntry }) {
  const { t } = useTranslation('dashboard');
  return (
    <Group component="li" aria-label={entry.title} justify="space-between" wrap="nowrap" gap="xs">
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
          <UserText>{entry.title}</UserText>
        </Text>
        <Text size="xs" c="dimmed">
          <Trans
            t={t}
            i18nKey="attendance.classLine"
            count={entry.duration}
            values={{ subject: entry.subject.name }}
            components={{ ...USER_TEXT_TAGS, date: <DateTimeText iso={entry.scheduledDate} /> }}
          />
        </Text>
      </Stack>
      <AttendedBadge attended={entry.attended} />
    </Group>
  );
}

/** One child's attendance of completed classes: the figure, then the latest classes. */
function ChildAttendance({ child }: { child: MyChild }) {
  const { t } = useTranslation('dashboard');
  const attendance = useChildAttendance(child._id);

  let body: ReactNode;
  if (attendance.isPending) {
    body = <LoadingText text={t('attendance.loading')} />;
  } else if (attendance.isError) {
    body = <FailureAlert title={t('attendance.failed')} onRetry={() => void attendance.refetch()} />;
  } else {
    const { attended, missed, recent } = attendance.data;
    const total = attended + missed;
    body =
      total === 0 ? (
        <EmptyText text={t('attendance.none')} />
      ) : (
        <Stack gap="sm">
          <Text fw={500}>
            {t('attendance.attendedOf', { attended: formatNumber(attended), count: total })}
          </Text>
          <Progress value={(attended / total) * 100} color="green" aria-hidden />
          <Stack
            component="ul"
            gap="xs"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            aria-label={t('attendance.recent')}
          >
            {recent.map((entry) => (
              <RecentClass key={entry._id} entry={entry} />
            ))}
          </Stack>
        </Stack>
      );
  }
  return (
    <Panel
      title={
        <Trans
          t={t}
          i18nKey="attendance.title"
          values={{ name: child.firstName }}
          components={USER_TEXT_TAGS}
        />
      }
    >
      {body}
    </Panel>
  );
}

/**
 * A parent sees, for each child, how many of their completed virtual
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
