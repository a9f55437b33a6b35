import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { StaffVirtualClass, VirtualClassStatus } from '@sabora/contract';
import { IconCalendarEvent, IconCalendarOff, IconUsers } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DateTimeText } from '../../components/date-time-text';
import { DeleteButton, EditButton } from '../../components/edit-delete-buttons';
import { UserText } from '../../components/user-text';
import { ClassStatusBadge } from '../../components/virtual-class/class-status-badge';
import { PLATFORM_LABELS, teacherOf } from '../../components/virtual-class/class-words';
import { isolate } from '../../lib/isolate';
import { EnrollButton } from './enroll-button';

export interface ClassActions {
  onEdit: (item: StaffVirtualClass) => void;
  onEnroll: (item: StaffVirtualClass) => void;
  onViewEnrolled: (item: StaffVirtualClass) => void;
  onCancel: (item: StaffVirtualClass) => void;
  onDelete: (item: StaffVirtualClass) => void;
}

/** Only a class still to come or running can be cancelled; a finished one is history. */
const CANCELLABLE: ReadonlySet<VirtualClassStatus> = new Set(['scheduled', 'in-progress']);

interface ClassCardProps extends ClassActions {
  item: StaffVirtualClass;
  canEnroll: boolean;
}

/** One class: title, status, subject, teacher, when and where, with the staff's actions. */
export function ClassCard({
  item,
  canEnroll,
  onEdit,
  onEnroll,
  onViewEnrolled,
  onCancel,
  onDelete,
}: ClassCardProps) {
  const { t } = useTranslation('virtual-classes-admin');
  const titleId = useId();
  return (
    <Card component="li" withBorder radius="md" padding="md" aria-labelledby={titleId}>
      <Stack gap="xs" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={3} size="h5" id={titleId}>
            <UserText>{item.title}</UserText>
          </Title>
          <ClassStatusBadge status={item.status} />
        </Group>
        <Text size="sm" c="dimmed">
          <UserText>{item.subject.name}</UserText> · <UserText>{teacherOf(item)}</UserText>
        </Text>
        <Group gap={6} wrap="nowrap">
          <IconCalendarEvent size={16} aria-hidden />
          <Text size="sm">
            <DateTimeText iso={item.scheduledDate} /> · {t('card.duration', { count: item.duration })}
          </Text>
        </Group>
        <Text size="sm">
          {t('card.seats', { platform: PLATFORM_LABELS[item.platform], count: item.maxParticipants })}
        </Text>
        <Group gap="xs" mt="auto" pt="xs">
          <EditButton name={item.title} onClick={() => onEdit(item)} />
          <EnrollButton classTitle={item.title} allowed={canEnroll} onClick={() => onEnroll(item)} />
          <Button
            variant="default"
            size="xs"
            leftSection={<IconUsers size={14} />}
            onClick={() => onViewEnrolled(item)}
          >
            {t('card.viewEnrolled', { count: item.enrolledStudents.length })}
          </Button>
          {CANCELLABLE.has(item.status) ? (
            <Button
              variant="light"
              color="orange"
              size="xs"
              leftSection={<IconCalendarOff size={14} />}
              aria-label={t('card.cancelNamed', { title: isolate(item.title) })}
              onClick={() => onCancel(item)}
            >
              {t('card.cancel')}
            </Button>
          ) : null}
          <DeleteButton name={item.title} onClick={() => onDelete(item)} />
        </Group>
      </Stack>
    </Card>
  );
}
