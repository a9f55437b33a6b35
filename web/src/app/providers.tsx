import { DirectionProvider, MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AuthProvider } from '../features/auth/auth-provider';
import { SettingsEffect } from '../features/settings/settings-effect';
import { LanguageEffect } from '../lib/i18n/language-effect';
import { cssVariablesResolver } from './palette';
import { theme } from './theme';

interface AppProvidersProps {
  queryClient: QueryClient;
  children: ReactNode;
  /** 'test' turns off Mantine's transitions and portals so component tests see content at once. */
  env?: 'default' | 'test';
}

export function AppProviders({ queryClient, children, env = 'default' }: AppProvidersProps) {
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
