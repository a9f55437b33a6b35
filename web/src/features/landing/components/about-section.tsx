import { Box, Container, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconMessageCheck, IconUsersGroup, IconVideo } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { RegistrationButton } from '../../../components/registration-button';
import { isolate } from '../../../lib/isolate';

/** Each reason's title and text are under `about.reasons.<key>` in the landing catalogue. */
const REASONS = [
  { key: 'live', icon: IconVideo },
  { key: 'feedback', icon: IconMessageCheck },
  { key: 'parents', icon: IconUsersGroup },
] as const;

/** The section with id "about". */
export function AboutSection({ schoolName }: { schoolName: string }) {
  const { t } = useTranslation('landing');
  return (
    <Box
      id="about"
      component="section"
      aria-labelledby="about-title"
      py={80}
      bg="var(--mantine-color-gray-light)"
    >
      <Container size="lg">
        <Stack align="center" gap="xs" mb="xl" ta="center">
          <Title id="about-title" order={2}>
            {t('about.title', { school: isolate(schoolName) })}
          </Title>
          <Text c="dimmed" maw={640}>
            {t('about.intro', { school: isolate(schoolName) })}
          </Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xl">
          {REASONS.map(({ key, icon: Icon }) => (
            <Stack key={key} gap="xs" align="center" ta="center">
              <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
                <Icon size={28} />
              </ThemeIcon>
              <Title order={3} size="h4">
                {t(`about.reasons.${key}.title`)}
              </Title>
              <Text c="dimmed">{t(`about.reasons.${key}.text`)}</Text>
            </Stack>
          ))}
        </SimpleGrid>
        <Stack align="center" mt={56} gap="sm" ta="center">
          <Title order={3}>{t('about.ready')}</Title>
          <Text c="dimmed" maw={520}>
            {t('about.registration')}
          </Text>
          <RegistrationButton size="md" />
        </Stack>
      </Container>
    </Box>
  );
}
