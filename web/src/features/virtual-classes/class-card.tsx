import { Avatar, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import type { StudentVirtualClass } from '@sabora/contract';
import { IconVideo } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../components/date-time-text';
import { UserText } from '../../components/user-text';
import { AttendedBadge } from '../../components/virtual-class/attended-badge';
import { ClassStatusBadge } from '../../components/virtual-class/class-status-badge';
import { PLATFORM_LABELS, STATUS_BADGES, teacherOf } from '../../components/virtual-class/class-words';
import { JoinMessageText } from '../../components/virtual-class/join-message-text';
import { MeetingId } from '../../components/virtual-class/meeting-id';
import type { JoinMessage } from '../../components/virtual-class/use-class-join';
import { type ClassSection, joinButtonOf, minutes, timeStatus } from './class-schedule';

/**
 * 'Enrolled' before the class ends; after it, 'Attended' or 'Missed' (attendance is
 * recorded when the student joins through Sabora). A class the student was never enrolled in is
 * neither attended nor missed, as the server counts it; a cancelled one is neither either.
 */
function AttendanceBadge({ item, section }: { item: StudentVirtualClass; section: ClassSection }) {
  const { t } = useTranslation('virtual-classes');
  if (section === 'completed' && item.status !== 'cancelled') {
    if (item.attended) return <AttendedBadge attended />;
    return item.isEnrolled ? <AttendedBadge attended={false} /> : null;
  }
  return item.isEnrolled ? (
    <Badge size="sm" variant="outline" color="blue">
      {t('card.enrolled')}
    </Badge>
  ) : null;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  const { t } = useTranslation('virtual-classes');
  return (
    <Text size="sm">
      <Text span c="dimmed">
        {t('card.fact', { label })}
      </Text>{' '}
      {children}
    </Text>
  );
}

interface ClassCardProps {
  item: StudentVirtualClass;
  section: ClassSection;
  now: number;
  message: JoinMessage | null;
  joining: boolean;
  onJoin: () => void;
}

/** A class of the student's, with its facts, badges and join button. */
export function ClassCard({ item, section, now, message, joining, onJoin }: ClassCardProps) {
  const { t } = useTranslation('virtual-classes');
  const button = joinButtonOf(item, now);
  return (
    <Card withBorder radius="md" padding="md" component="li" aria-label={item.title}>
      <Group align="flex-start" wrap="nowrap" gap="sm">
        <Avatar color={STATUS_BADGES[item.status].color} radius="md" aria-hidden>
          {item.title.trim().charAt(0).toUpperCase()}
        </Avatar>
        <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
          <Group justify="space-between" align="flex-start" gap="xs">
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              <UserText>{item.title}</UserText>
            </Text>
            <Group gap={6}>
              <ClassStatusBadge status={item.status} />
              <AttendanceBadge item={item} section={section} />
            </Group>
          </Group>
          <Fact label={t('card.subject')}>
            <UserText>{item.subject.name}</UserText>
          </Fact>
          <Fact label={t('card.teacher')}>
            <UserText>{teacherOf(item)}</UserText>
          </Fact>
          <Fact label={t('card.date')}>
            <time dateTime={item.scheduledDate}>{formatDateTime(item.scheduledDate)}</time> ·{' '}
            {minutes(item.duration)}
          </Fact>
          <Fact label={t('card.platform')}>{PLATFORM_LABELS[item.platform]}</Fact>
          <Text size="sm" fw={500}>
            {timeStatus(item, now)}
          </Text>
          {item.meetingId ? <MeetingId id={item.meetingId} /> : null}
          {button ? (
            <Group mt={4}>
              <Button
                size="xs"
                leftSection={<IconVideo size={16} />}
                disabled={!button.enabled}
                loading={joining}
                onClick={onJoin}
              >
                {button.label}
              </Button>
            </Group>
          ) : null}
          <JoinMessageText message={message} />
        </Stack>
      </Group>
    </Card>
  );
}
