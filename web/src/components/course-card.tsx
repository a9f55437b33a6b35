import { Anchor, Badge, Card, Center, Group, Image, Text } from '@mantine/core';
import type { System } from '@sabora/contract';
import { IconBook2, IconListNumbers, IconUser, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { fullName } from '../lib/format';
import { isolate } from '../lib/isolate';
import { coursePath } from '../lib/paths';
import { UserText } from './user-text';

const IMAGE_HEIGHT = 160;

export interface CourseCardSubject {
  _id: string;
  name: string;
  description: string | null;
  image: string | null;
  system: System;
  enrollmentCount: number;
  primaryTeacher: { firstName: string; lastName: string } | null;
  /** All its teachers, the primary one included: the card names one and counts the others. */
  teacherCount: number;
  /** The catalogue shows how many chapters a course has; the landing page does not know. */
  chapterCount?: number;
}

/**
 * A course as visitors see it (name, image, enrolment count, system label in the
 * reader's language, primary teacher, "+1" when others teach it too, as its page lists them). Its name links to the course's public page; a click anywhere on the card goes there too.
 */
export function CourseCard({ subject }: { subject: CourseCardSubject }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const to = coursePath(subject._id);
  const others = subject.teacherCount - (subject.primaryTeacher ? 1 : 0);
  const named = subject.primaryTeacher ? fullName(subject.primaryTeacher) : null;
  // The name isolated in plain text rather than by <Trans>, which the landing page's first
  // download does not carry (docs/performance.md, "Light pages").
  const teacher =
    named === null ? (
      t('teacherTba')
    ) : others > 0 ? (
      t('course.teacherAndOthers', { teacher: isolate(named), count: others })
    ) : (
      <UserText>{named}</UserText>
    );

  return (
    <Card
      withBorder
      padding="lg"
      radius="md"
      component="article"
      aria-label={subject.name}
      style={{ cursor: 'pointer' }}
      onClick={(event) => {
        // The link handles its own clicks (and middle or modified clicks open a tab as usual).
        if (!(event.target as HTMLElement).closest('a')) navigate(to);
      }}
    >
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
        <Anchor component={Link} to={to} fw={700} size="lg" lineClamp={2} c="var(--mantine-color-text)">
          <UserText>{subject.name}</UserText>
        </Anchor>
        <Badge variant="light" style={{ flexShrink: 0 }}>
          {/* systemName's catalogue read directly: lib/systems.ts would bring i18n's loader into the first page. */}
          {t(`systemLabels.${subject.system}`)}
        </Badge>
      </Group>
      {subject.description ? (
        <Text size="sm" c="dimmed" lineClamp={2} mb="sm">
          <UserText>{subject.description}</UserText>
        </Text>
      ) : null}
      <Group gap="lg" mt="auto">
        <Group gap={6} wrap="nowrap">
          <IconUser size={16} aria-hidden />
          <Text size="sm">{teacher}</Text>
        </Group>
        <Group gap={6} wrap="nowrap">
          <IconUsers size={16} aria-hidden />
          <Text size="sm">{t('course.enrolled', { count: subject.enrollmentCount })}</Text>
        </Group>
        {subject.chapterCount !== undefined ? (
          <Group gap={6} wrap="nowrap">
            <IconListNumbers size={16} aria-hidden />
            <Text size="sm">{t('course.chapters', { count: subject.chapterCount })}</Text>
          </Group>
        ) : null}
      </Group>
    </Card>
  );
}
