import { Badge, Card, Center, Group, Image, Text } from '@mantine/core';
import type { PopularSubject } from '@sabora/contract';
import { IconBook2, IconUser, IconUsers } from '@tabler/icons-react';
import { fullName } from '../../../lib/format';

/** Spec §9: the text shown when a subject has no primary teacher. */
const TEACHER_TBA = 'Teacher TBA';
const IMAGE_HEIGHT = 160;

export function CourseCard({ subject }: { subject: PopularSubject }) {
  const teacher = subject.primaryTeacher ? fullName(subject.primaryTeacher) : TEACHER_TBA;
  const students = `${subject.enrollmentCount} ${subject.enrollmentCount === 1 ? 'student' : 'students'} enrolled`;

  return (
    <Card withBorder padding="lg" radius="md" component="article" aria-label={subject.name}>
      <Card.Section>
        {subject.image ? (
          <Image src={subject.image} alt={subject.name} h={IMAGE_HEIGHT} fit="cover" />
        ) : (
          <Center h={IMAGE_HEIGHT} bg="var(--mantine-primary-color-light)" aria-hidden>
            <IconBook2 size={56} stroke={1.4} />
          </Center>
        )}
      </Card.Section>
      <Group justify="space-between" mt="md" mb="xs" wrap="nowrap" align="flex-start">
        <Text fw={700} size="lg" lineClamp={2}>
          {subject.name}
        </Text>
        <Badge variant="light" style={{ flexShrink: 0 }}>
          {subject.systemLabel}
        </Badge>
      </Group>
      {subject.description ? (
        <Text size="sm" c="dimmed" lineClamp={2} mb="sm">
          {subject.description}
        </Text>
      ) : null}
      <Group gap="lg" mt="auto">
        <Group gap={6} wrap="nowrap">
          <IconUser size={16} aria-hidden />
          <Text size="sm">{teacher}</Text>
        </Group>
        <Group gap={6} wrap="nowrap">
          <IconUsers size={16} aria-hidden />
          <Text size="sm">{students}</Text>
        </Group>
      </Group>
    </Card>
  );
}
