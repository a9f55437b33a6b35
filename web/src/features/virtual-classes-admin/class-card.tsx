import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { StaffVirtualClass, VirtualClassStatus } from '@sabora/contract';
import { TEACHER_FALLBACK } from '@sabora/contract';
import { IconCalendarEvent, IconCalendarOff, IconUsers } from '@tabler/icons-react';
import { useId } from 'react';
import { DateTimeText } from '../../components/date-time-text';
import { DeleteButton, EditButton } from '../../components/edit-delete-buttons';
import { ClassStatusBadge } from '../../components/virtual-class/class-status-badge';
import { PLATFORM_LABELS } from '../../components/virtual-class/class-words';
import { fullName } from '../../lib/format';
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
  const titleId = useId();
  return (
    <Card component="li" withBorder radius="md" padding="md" aria-labelledby={titleId}>
      <Stack gap="xs" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={3} size="h5" id={titleId}>
            {item.title}
          </Title>
          <ClassStatusBadge status={item.status} />
        </Group>
        <Text size="sm" c="dimmed">
          {item.subject.name} · {item.teacher ? fullName(item.teacher) : TEACHER_FALLBACK}
        </Text>
        <Group gap={6} wrap="nowrap">
          <IconCalendarEvent size={16} aria-hidden />
          <Text size="sm">
            <DateTimeText iso={item.scheduledDate} /> · {item.duration} min
          </Text>
        </Group>
        <Text size="sm">
          {PLATFORM_LABELS[item.platform]} · up to {item.maxParticipants} participants
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
            {`View (${item.enrolledStudents.length}) enrolled`}
          </Button>
          {CANCELLABLE.has(item.status) ? (
            <Button
              variant="light"
              color="orange"
              size="xs"
              leftSection={<IconCalendarOff size={14} />}
              aria-label={`Cancel class ${item.title}`}
              onClick={() => onCancel(item)}
            >
              Cancel class
            </Button>
          ) : null}
          <DeleteButton name={item.title} onClick={() => onDelete(item)} />
        </Group>
      </Stack>
    </Card>
  );
}
