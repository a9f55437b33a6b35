import { DirectionProvider, MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthProvider } from '../features/auth/auth-provider';
import { SettingsEffect } from '../features/settings/settings-effect';
import { LanguageEffect } from '../lib/i18n/language-effect';
import { cssVariablesResolver } from './palette';
import { themeIn } from './theme';

interface AppProvidersProps {
  queryClient: QueryClient;
  children: ReactNode;
  /** 'test' turns off Mantine's transitions and portals so component tests see content at once. */
  env?: 'default' | 'test';
}

export function AppProviders({ queryClient, children, env = 'default' }: AppProvidersProps) {
  // Not suspended: until a language's catalogue arrives, its names fall back to English.
  const { t } = useTranslation('common', { useSuspense: false });
  const theme = useMemo(() => themeIn(t), [t]);
  return (
    <DirectionProvider>
      <MantineProvider
        theme={theme}
        cssVariablesResolver={cssVariablesResolver}
        defaultColorScheme="light"
        env={env}
      >
        <LanguageEffect />
        <QueryClientProvider client={queryClient}>
          <AuthProvider>
            <SettingsEffect />
            {children}
          </AuthProvider>
        </QueryClientProvider>
      </MantineProvider>
    </DirectionProvider>
  );
}
