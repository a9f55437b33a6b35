import { Alert, Button, Card, Loader, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSettings } from './api/use-settings';
import { SettingsFields } from './settings-fields';

/** The settings form (docs/product/screens.md, "Settings"), loaded from and saved to the server. */
export function SettingsForm() {
  const { t } = useTranslation('settings');
  const settings = useSettings();

  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="settings-title">
      <Title order={2} size="h3" id="settings-title">
        {t('title')}
      </Title>
      <Text c="dimmed" size="sm" mb="md">
        {t('intro')}
      </Text>
      {settings.isPending ? (
        <Loader size="sm" aria-label={t('loading')} />
      ) : settings.isError ? (
        <Alert color="red" role="alert" title={t('loadFailed')}>
          <Button variant="light" color="red" size="xs" mt="xs" onClick={() => settings.refetch()}>
            {t('tryAgain')}
          </Button>
        </Alert>
      ) : (
        <SettingsFields initial={settings.data.data} />
      )}
    </Card>
  );
}
