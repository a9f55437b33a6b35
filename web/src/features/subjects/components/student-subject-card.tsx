import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import type { Subject } from '@sabora/contract';
import { IconArrowRight, IconInfoCircle, IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { UserText } from '../../../components/user-text';
import { systemName } from '../../../lib/systems';
import { teacherOf } from '../teacher-of';
import { SubjectImage } from './subject-image';

export function StudentSubjectCard({ subject, onDetails }: { subject: Subject; onDetails: () => void }) {
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
              <UserText>{subject.code}</UserText>
            </Text>
          </div>
          {/* Students read the system's name (American reads SAT), as on the landing page. */}
          <Badge variant="light" style={{ flexShrink: 0 }}>
            {systemName(subject.system)}
          </Badge>
        </Group>
        <Group gap={6} wrap="nowrap">
          <IconUser size={16} aria-hidden />
          <Text size="sm">
            <UserText>{teacherOf(subject)}</UserText>
          </Text>
        </Group>
        {subject.description ? (
          <Text size="sm" c="dimmed" lineClamp={3}>
            <UserText>{subject.description}</UserText>
          </Text>
        ) : null}
      </Stack>
      <Group gap="xs" mt="md">
        <Button
          component={Link}
          to={`/chapters/${subject._id}`}
          size="xs"
          rightSection={<IconArrowRight size={14} className="mirror-in-rtl" />}
        >
          {t('card.viewChapters')}
        </Button>
        <Button variant="default" size="xs" leftSection={<IconInfoCircle size={14} />} onClick={onDetails}>
          {t('card.details')}
        </Button>
      </Group>
    </Card>
  );
}
