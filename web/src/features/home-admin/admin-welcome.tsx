import { Button, Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CommonKey } from '../../lib/i18n/keys';
import { ADMIN_LINK_GROUPS } from '../../lib/staff-links';

const GROUP_TEXT: Partial<Record<CommonKey, string>> = {
  'nav.groups.people':
    'Enrol students in their system and subjects, give each subject its teachers, and link parents so they can follow their children.',
  'nav.groups.curriculum':
    'Organise every subject into chapters, build a question bank for quizzes, and fill the library with materials and recordings.',
  'nav.groups.teaching':
    'Schedule live classes, set homework, exams and timed quizzes with due dates, and grade what students hand in with feedback.',
};

/** The marketing part of the admin home: what each area of Sabora is for, with a way in. */
export function AdminWelcome({ firstName }: { firstName: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>Welcome back, {firstName}</Title>
        <Text c="dimmed" size="lg" maw={720}>
          Everything your school runs on is one click away: people, curriculum and teaching. Students, parents
          and teachers see your changes the moment you save them.
        </Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
        {ADMIN_LINK_GROUPS.map((group) => {
          const first = group.links[0];
          const Icon = first?.icon;
          return (
            <Card
              key={group.label}
              withBorder
              padding="lg"
              radius="md"
              component="section"
              aria-label={t(group.label)}
            >
              <Group mb="sm">
                {Icon ? (
                  <ThemeIcon size={40} radius="md" variant="light" aria-hidden>
                    <Icon size={22} />
                  </ThemeIcon>
                ) : null}
                <Title order={2} size="h3">
                  {t(group.label)}
                </Title>
              </Group>
              <Text c="dimmed" mb="md">
                {GROUP_TEXT[group.label]}
              </Text>
              <Group gap="xs">
                {group.links.map((link) => (
                  <Button
                    key={link.to}
                    component={Link}
                    to={link.to}
                    variant="default"
                    size="xs"
                    rightSection={<IconArrowRight size={14} />}
                  >
                    {t(link.label)}
                  </Button>
                ))}
              </Group>
            </Card>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
