import { Badge, Box, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowDown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { RegistrationButton } from '../../../components/registration-button';
import { isolate } from '../../../lib/isolate';

export function HeroSection({ schoolName }: { schoolName: string }) {
  const { t } = useTranslation('landing');
  return (
    <Box
      id="home"
      component="section"
      aria-labelledby="hero-title"
      py={{ base: 64, md: 112 }}
      style={{
        background:
          'linear-gradient(135deg, var(--mantine-color-indigo-light) 0%, var(--mantine-color-cyan-light) 100%)',
      }}
    >
      <Container size="lg">
        <Stack maw={720} gap="lg">
          <Badge size="lg" variant="white" w="fit-content">
            {t('hero.systems')}
          </Badge>
          <Title id="hero-title" order={1} fz={{ base: 36, md: 52 }} lh={1.15}>
            {t('hero.title')}
          </Title>
          <Text size="xl" c="dimmed">
            {t('hero.text', { school: isolate(schoolName) })}
          </Text>
          <Group>
            <Button
              component="a"
              href="#recipes"
              size="lg"
              variant="filled"
              rightSection={<IconArrowDown size={18} />}
            >
              {t('hero.explore')}
            </Button>
            <RegistrationButton size="lg" variant="white" />
          </Group>
        </Stack>
      </Container>
    </Box>
  );
}
