import { Badge, Group, Modal, Stack, Text, UnstyledButton } from '@mantine/core';
import type { CalendarEvent } from '@sabora/contract';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatDate } from '../../lib/format';
import { isolate } from '../../lib/isolate';
import { WORK_TYPE_LABELS } from '../../lib/work-labels';
import { formatDateTime } from '../date-time-text';
import { UserText } from '../user-text';
import { EventDot } from './event-dot';

function EventSummary({ event }: { event: CalendarEvent }) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
      <Group gap="sm" align="flex-start" wrap="nowrap" style={{ minWidth: 0 }}>
        <EventDot type={event.type} size={10} mt={6} />
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={600} size="sm">
            <UserText>{event.title}</UserText>
          </Text>
          <Text size="xs" c="dimmed">
            {WORK_TYPE_LABELS[event.type]} · <UserText>{event.subject.name}</UserText>
            {event.chapter ? (
              <>
                {' · '}
                <UserText>{event.chapter}</UserText>
              </>
            ) : null}
            {event.duration ? ` · ${t('calendar.minutes', { count: event.duration })}` : ''}
          </Text>
          <Text size="xs" c="dimmed">
            {t('calendar.due', { date: formatDateTime(event.dueDate) })}
          </Text>
        </Stack>
      </Group>
      {event.submitted ? (
        <Badge color="green" variant="light" size="sm" style={{ flex: 'none' }}>
          {t('calendar.submitted')}
        </Badge>
      ) : null}
    </Group>
  );
}

interface CalendarDayModalProps {
  day: Date;
  events: CalendarEvent[];
  /** A parent's view: the events are listed, not links. */
  readOnly: boolean;
  onClose: () => void;
}

/** A day's events; clicking one opens the homework, quiz or exam page of its type. */
export function CalendarDayModal({ day, events, readOnly, onClose }: CalendarDayModalProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Modal
      opened
      onClose={onClose}
      title={formatDate(day.toISOString())}
      closeButtonProps={{ 'aria-label': t('actions.close') }}
    >
      <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {events.map((event) => (
          <li key={`${event.type}-${event._id}`}>
            {readOnly ? (
              <Stack p="xs">
                <EventSummary event={event} />
              </Stack>
            ) : (
              <UnstyledButton
                p="xs"
                w="100%"
                style={{ borderRadius: 'var(--mantine-radius-sm)' }}
                bg="var(--mantine-color-default-hover)"
                aria-label={t('calendar.eventLabel', {
                  type: WORK_TYPE_LABELS[event.type],
                  title: isolate(event.title),
                })}
                onClick={() => {
                  onClose();
                  navigate(event.link);
                }}
              >
                <EventSummary event={event} />
              </UnstyledButton>
            )}
          </li>
        ))}
      </Stack>
    </Modal>
  );
}
