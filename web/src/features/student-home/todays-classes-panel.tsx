import { Button, Card, Group, Stack, Text } from '@mantine/core';
import type { StudentVirtualClass, VirtualClassStatus } from '@sabora/contract';
import { IconVideo } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyText } from '../../components/empty-text';
import { FailureAlert } from '../../components/failure-alert';
import { LoadingText } from '../../components/loading-text';
import { Panel } from '../../components/panel';
import { UserText } from '../../components/user-text';
import { ClassStatusBadge } from '../../components/virtual-class/class-status-badge';
import { teacherOf, timeRange } from '../../components/virtual-class/class-words';
import { JoinMessageText } from '../../components/virtual-class/join-message-text';
import { type JoinMessage, useClassJoin } from '../../components/virtual-class/use-class-join';
import { isolate } from '../../lib/isolate';
import { useTodaysClasses } from './api/use-todays-classes';

/** The home list leaves out finished and cancelled classes. */
const HIDDEN: VirtualClassStatus[] = ['completed', 'cancelled'];
/**
 * The home Join button needs a link and one of these statuses
 * (docs/product/rules.md, "Join button").
 */
const JOINABLE: VirtualClassStatus[] = ['scheduled', 'in-progress'];

const canJoin = (item: StudentVirtualClass) => Boolean(item.meetingLink) && JOINABLE.includes(item.status);

function ClassEntry({
  item,
  message,
  joining,
  onJoin,
}: {
  item: StudentVirtualClass;
  message: JoinMessage | null;
  joining: boolean;
  onJoin: () => void;
}) {
  const { t } = useTranslation('student-home');
  return (
    <Card withBorder padding="sm" radius="md" component="li" aria-label={item.title}>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={600}>
            <UserText>{item.title}</UserText>
          </Text>
          <Text size="sm" c="dimmed">
            <UserText>{item.subject.name}</UserText> · <UserText>{teacherOf(item)}</UserText>
          </Text>
          <Group gap="xs">
            <Text size="sm">{timeRange(item)}</Text>
            <ClassStatusBadge status={item.status} />
          </Group>
        </Stack>
        {canJoin(item) ? (
          <Button
            size="xs"
            leftSection={<IconVideo size={16} />}
            loading={joining}
            onClick={onJoin}
            aria-label={t('todaysClasses.joinClass', { title: isolate(item.title) })}
          >
            {t('todaysClasses.join')}
          </Button>
        ) : null}
      </Group>
      <JoinMessageText message={message} />
    </Card>
  );
}

/**
 * Today's classes: the student's classes starting today (local day), without completed
 * and cancelled ones. Join calls the join call (it records attendance), then opens the meeting.
 */
export function TodaysClassesPanel() {
  const classes = useTodaysClasses();
  const joining = useClassJoin();
  const { t } = useTranslation('student-home');

  let body: ReactNode;
  if (classes.isPending) {
    body = <LoadingText text={t('todaysClasses.loading')} />;
  } else if (classes.isError) {
    body = <FailureAlert title={t('todaysClasses.failed')} onRetry={() => void classes.refetch()} />;
  } else {
    const today = classes.data.data
      .filter((item) => !HIDDEN.includes(item.status))
      .sort((a, b) => a.scheduledDate.localeCompare(b.scheduledDate));
    body =
      today.length === 0 ? (
        <EmptyText text={t('todaysClasses.empty')} />
      ) : (
        <Stack
          component="ul"
          gap="xs"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={t('todaysClasses.list')}
        >
          {today.map((item) => (
            <ClassEntry
              key={item._id}
              item={item}
              message={joining.messageFor(item._id)}
              joining={joining.isJoining(item._id)}
              onJoin={() => joining.joinThenOpen(item)}
            />
          ))}
        </Stack>
      );
  }
  return <Panel title={t('todaysClasses.title')}>{body}</Panel>;
}
