import { Alert, Button, Card, Loader, Text, Title } from '@mantine/core';
import { useSettings } from './api/use-settings';
import { SettingsFields } from './settings-fields';

/** Staff spec §1: the admin home's settings, loaded from and saved to the server. */
export function SettingsForm() {
  const settings = useSettings();

  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="settings-title">
      <Title order={2} size="h3" id="settings-title">
        Settings
      </Title>
      <Text c="dimmed" size="sm" mb="md">
        Choose your language and theme, and whether Sabora may email you.
      </Text>
      {settings.isPending ? (
        <Loader size="sm" aria-label="Loading settings" />
      ) : settings.isError ? (
        <Alert color="red" role="alert" title="Failed to load settings">
          <Button variant="light" color="red" size="xs" mt="xs" onClick={() => settings.refetch()}>
            Try Again
          </Button>
        </Alert>
      ) : (
        <SettingsFields initial={settings.data.data} />
      )}
    </Card>
  );
}
