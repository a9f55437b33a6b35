import { Center, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { rememberPickedLanguage } from '../lib/i18n/picked-language';
import { LanguageSwitch } from './language-switch';
import { Logo } from './logo';

interface AuthLayoutProps {
  title: string;
  subtitle?: string;
  children: ReactNode;
}

/** The frame of the sign-in screens: the school's mark above one card. */
export function AuthLayout({ title, subtitle, children }: AuthLayoutProps) {
  return (
    <Center component="main" mih="100vh" bg="var(--mantine-color-gray-light)" py="xl">
      <Container size={460} w="100%">
        <Group justify="space-between" mb="lg" wrap="nowrap">
          <Logo to="/" />
          <LanguageSwitch onPicked={rememberPickedLanguage} />
        </Group>
        <Paper withBorder shadow="md" p={{ base: 'md', xs: 'xl' }} radius="md">
          <Title order={1} size="h2" ta="center">
            {title}
          </Title>
          {subtitle ? (
            <Text c="dimmed" size="sm" ta="center" mt={4}>
              {subtitle}
            </Text>
          ) : null}
          <Stack mt="lg">{children}</Stack>
        </Paper>
      </Container>
    </Center>
  );
}
