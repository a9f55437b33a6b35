import { Badge, Box, Button, Card, Group, List, Stack, Text } from '@mantine/core';
import type { Subject } from '@sabora/contract';
import { IconEdit, IconListDetails, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ActiveBadge } from '../../../components/status-badge';
import { SystemBadge } from '../../../components/system-badge';
import { UserText } from '../../../components/user-text';
import { fullName } from '../../../lib/format';
import { SubjectImage } from './subject-image';

interface SubjectAdminCardProps {
  subject: Subject;
  onEdit: () => void;
  onDelete: () => void;
}

export function SubjectAdminCard({ subject, onEdit, onDelete }: SubjectAdminCardProps) {
  const { t } = useTranslation('subjects');
  return (
    <Card withBorder padding="lg" radius="md" component="article" aria-label={subject.name}>
      <Card.Section>
        <SubjectImage subject={subject} />
      </Card.Section>
      <Stack gap="xs" mt="md" style={{ flex: 1 }}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <div>
            <Text fw={700} size="lg">
              <UserText>{subject.name}</UserText>
            </Text>
            <Text size="sm" c="dimmed">
              <UserText>{subject.code}</UserText> · {subject.academicYear}
            </Text>
          </div>
          <Box style={{ flexShrink: 0 }}>
            <ActiveBadge isActive={subject.isActive} />
          </Box>
        </Group>
        <Group gap="xs">
          <SystemBadge system={subject.system} />
          <Badge variant="outline" color="gray">
            {t('card.enrolled', { count: subject.enrollmentCount })}
          </Badge>
        </Group>
        {subject.description ? (
          <Text size="sm" lineClamp={3}>
            <UserText>{subject.description}</UserText>
          </Text>
        ) : null}
        <div>
          <Text size="sm" fw={600}>
            {t('card.teachers')}
          </Text>
          {subject.teachers.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('card.noTeachers')}
            </Text>
          ) : (
            <List size="sm" spacing={2}>
              {subject.teachers.map((teacher) => (
                <List.Item key={teacher._id}>
                  <UserText>{fullName(teacher)}</UserText>
                  {teacher.isPrimary ? (
                    <Badge size="xs" ms={6} variant="light">
                      {t('card.primary')}
                    </Badge>
                  ) : null}
                </List.Item>
              ))}
            </List>
          )}
        </div>
      </Stack>
      <Group gap="xs" mt="md">
        <Button
          component={Link}
          to={`/chapters-admin/${subject._id}`}
          variant="light"
          size="xs"
          leftSection={<IconListDetails size={14} />}
        >
          {t('card.chapters')}
        </Button>
        <Button variant="default" size="xs" leftSection={<IconEdit size={14} />} onClick={onEdit}>
          {t('card.edit')}
        </Button>
        <Button
          variant="light"
          color="red"
          size="xs"
          leftSection={<IconTrash size={14} />}
          onClick={onDelete}
        >
          {t('card.delete')}
        </Button>
      </Group>
    </Card>
  );
}
