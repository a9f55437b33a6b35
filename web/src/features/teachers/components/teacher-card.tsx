import { ActionIcon, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { Teacher } from '@sabora/contract';
import { IconBook, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DeleteButton, EditButton } from '../../../components/edit-delete-buttons';
import { ActiveBadge } from '../../../components/status-badge';
import { UserText } from '../../../components/user-text';
import { fullName } from '../../../lib/format';
import { isolate } from '../../../lib/isolate';

type Assignment = Teacher['subjects'][number];

interface TeacherCardProps {
  teacher: Teacher;
  onAssign: () => void;
  onEdit: () => void;
  onDelete: () => void;
  onRemoveSubject: (subject: Assignment) => void;
}

/** Name, email, phone, active badge and the assigned subjects (Primary marked). */
export function TeacherCard({ teacher, onAssign, onEdit, onDelete, onRemoveSubject }: TeacherCardProps) {
  const { t } = useTranslation('teachers');
  const name = fullName(teacher);
  const titleId = `teacher-${teacher._id}`;
  return (
    <Card withBorder radius="md" padding="lg" component="article" aria-labelledby={titleId}>
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          {/* A long e-mail address breaks rather than push the badge out of the card on a phone. */}
          <Stack gap={2} miw={0} style={{ overflowWrap: 'anywhere' }}>
            <Title order={2} size="h5" id={titleId}>
              <UserText>{name}</UserText>
            </Title>
            <Text size="sm">
              <UserText>{teacher.email}</UserText>
            </Text>
            <Text size="sm" c="dimmed">
              {teacher.phone ? <UserText>{teacher.phone}</UserText> : t('card.noPhone')}
            </Text>
          </Stack>
          <ActiveBadge isActive={teacher.isActive} />
        </Group>
        <Stack gap={6} style={{ flex: 1 }}>
          <Text size="sm" fw={600}>
            {t('card.subjects')}
          </Text>
          {teacher.subjects.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('card.noSubjects')}
            </Text>
          ) : (
            <Group gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {teacher.subjects.map((subject) => (
                <Group key={subject._id} component="li" gap={4}>
                  <Badge variant="light" size="lg" tt="none">
                    <UserText>{subject.name}</UserText>
                  </Badge>
                  {subject.isPrimary ? (
                    <Badge color="yellow" variant="filled" size="sm">
                      {t('card.primary')}
                    </Badge>
                  ) : null}
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    size="sm"
                    aria-label={t('card.removeSubject', {
                      subject: isolate(subject.name),
                      teacher: isolate(name),
                    })}
                    onClick={() => onRemoveSubject(subject)}
                  >
                    <IconX size={14} />
                  </ActionIcon>
                </Group>
              ))}
            </Group>
          )}
        </Stack>
        <Group gap="xs">
          <Button
            size="compact-sm"
            variant="light"
            leftSection={<IconBook size={14} />}
            aria-label={t('card.assignTo', { name: isolate(name) })}
            onClick={onAssign}
          >
            {t('card.assign')}
          </Button>
          <EditButton name={name} onClick={onEdit} size="compact-sm" />
          <DeleteButton name={name} onClick={onDelete} size="compact-sm" />
        </Group>
      </Stack>
    </Card>
  );
}
