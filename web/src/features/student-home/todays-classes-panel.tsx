import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { type StudentVirtualClass, TEACHER_FALLBACK, type VirtualClassStatus } from '@sabora/contract';
import { IconVideo } from '@tabler/icons-react';
import { type ReactNode, useEffect, useState } from 'react';
import { EmptyText } from '../../components/empty-text';
import { FailureAlert } from '../../components/failure-alert';
import { LoadingText } from '../../components/loading-text';
import { Panel } from '../../components/panel';
import { failureMessage } from '../../lib/api-client';
import { fullName } from '../../lib/format';
import { useJoinClass } from './api/use-join-class';
import { useTodaysClasses } from './api/use-todays-classes';

/** Spec §8: join messages clear after 3 s. */
export const JOIN_MESSAGE_MS = 3000;
const JOIN_SUCCESS = 'Successfully joined the class!';
const JOIN_FAILURE = 'Failed to join class';

/** Spec §4: the home list leaves out finished and cancelled classes. */
const HIDDEN: VirtualClassStatus[] = ['completed', 'cancelled'];
/** Spec §4: the home Join button needs a link and one of these statuses. */
const JOINABLE: VirtualClassStatus[] = ['scheduled', 'in-progress'];

export const canJoin = (item: StudentVirtualClass) =>
  Boolean(item.meetingLink) && JOINABLE.includes(item.status);

const STATUS_BADGES: Partial<Record<VirtualClassStatus, { label: string; color: string }>> = {
  scheduled: { label: 'Scheduled', color: 'blue' },
  'in-progress': { label: 'In progress', color: 'green' },
};

const time = (date: Date) => date.toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' });

function timeRange(item: StudentVirtualClass): string {
  const start = new Date(item.scheduledDate);
  const end = new Date(start.getTime() + item.duration * 60_000);
  return `${time(start)} – ${time(end)}`;
}

interface JoinMessage {
  classId: string;
  text: string;
  ok: boolean;
}

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
  const badge = STATUS_BADGES[item.status];
  return (
    <Card withBorder padding="sm" radius="md" component="li" aria-label={item.title}>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={600}>{item.title}</Text>
          <Text size="sm" c="dimmed">
            {item.subject.name} · {item.teacher ? fullName(item.teacher) : TEACHER_FALLBACK}
          </Text>
          <Group gap="xs">
            <Text size="sm">{timeRange(item)}</Text>
            {badge ? (
              <Badge size="sm" variant="light" color={badge.color}>
                {badge.label}
              </Badge>
            ) : null}
          </Group>
        </Stack>
        {canJoin(item) ? (
          <Button
            size="xs"
            leftSection={<IconVideo size={16} />}
            loading={joining}
            onClick={onJoin}
            aria-label={`Join ${item.title}`}
          >
            Join
          </Button>
        ) : null}
      </Group>
      {message ? (
        <Text size="sm" mt={6} c={message.ok ? 'green' : 'red'} role={message.ok ? 'status' : 'alert'}>
          {message.text}
        </Text>
      ) : null}
    </Card>
  );
}

/**
 * Spec §2.4 "Today's classes": the student's classes starting today (local day), without completed
 * and cancelled ones. Join calls the join call (it records attendance), then opens the meeting.
 */
export function TodaysClassesPanel() {
  const classes = useTodaysClasses();
  const join = useJoinClass();
  const [message, setMessage] = useState<JoinMessage | null>(null);

  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(() => setMessage(null), JOIN_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [message]);

  function joinClass(item: StudentVirtualClass) {
    // Opened now, inside the click, so a pop-up blocker lets it through; pointed at the meeting once
    // the join call answers.
    const tab = window.open('', '_blank');
    join.mutate(item._id, {
      onSuccess: (reply) => {
        const link = reply.meetingLink ?? item.meetingLink;
        if (tab && link) {
          tab.opener = null;
          tab.location.href = link;
        } else {
          tab?.close();
        }
        setMessage({ classId: item._id, text: reply.message || JOIN_SUCCESS, ok: true });
      },
      onError: (error) => {
        tab?.close();
        setMessage({ classId: item._id, text: failureMessage(error, JOIN_FAILURE, JOIN_FAILURE), ok: false });
      },
    });
  }

  let body: ReactNode;
  if (classes.isPending) {
    body = <LoadingText text="Loading classes..." />;
  } else if (classes.isError) {
    body = <FailureAlert title="Failed to fetch classes" onRetry={() => void classes.refetch()} />;
  } else {
    const today = classes.data.data
      .filter((item) => !HIDDEN.includes(item.status))
      .sort((a, b) => a.scheduledDate.localeCompare(b.scheduledDate));
    body =
      today.length === 0 ? (
        <EmptyText text="No classes scheduled for today." />
      ) : (
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Today's classes">
          {today.map((item) => (
            <ClassEntry
              key={item._id}
              item={item}
              message={message?.classId === item._id ? message : null}
              joining={join.isPending && join.variables === item._id}
              onJoin={() => joinClass(item)}
            />
          ))}
        </Stack>
      );
  }
  return <Panel title="Today's Classes">{body}</Panel>;
}
