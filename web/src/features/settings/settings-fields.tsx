import { Button, Select, SimpleGrid, Stack, Switch } from '@mantine/core';
import { LANGUAGE_LABELS, LANGUAGES, type Settings, settingsSchema, THEMES } from '@sabora/contract';
import { type FormEvent, useState } from 'react';
import { FormFeedback } from '../../components/form-feedback';
import { failureMessage } from '../../lib/api-client';
import { useSaveSettings } from './api/use-save-settings';

const SETTINGS_SAVED = 'Settings saved!';
/** A closed list is removed, so "Theme" names one control (Mantine keeps it hidden by default). */
const CLOSED_LIST_UNMOUNTED = { keepMounted: false };
const THEME_LABELS: Record<Settings['theme'], string> = { light: 'Light', dark: 'Dark' };

export function SettingsFields({ initial }: { initial: Settings }) {
  const [values, setValues] = useState<Settings>(initial);
  const [saved, setSaved] = useState(false);
  const save = useSaveSettings();

  function change(patch: Partial<Settings>) {
    setValues((current) => ({ ...current, ...patch }));
    setSaved(false);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSaved(false);
    save.mutate(values, { onSuccess: () => setSaved(true) });
  }

  return (
    <form onSubmit={submit} aria-label="Settings">
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label="Language"
            value={values.language}
            data={LANGUAGES.map((language) => ({ value: language, label: LANGUAGE_LABELS[language] }))}
            allowDeselect={false}
            comboboxProps={CLOSED_LIST_UNMOUNTED}
            onChange={(value) => {
              const language = settingsSchema.shape.language.safeParse(value);
              if (language.success) change({ language: language.data });
            }}
          />
          <Select
            label="Theme"
            value={values.theme}
            data={THEMES.map((theme) => ({ value: theme, label: THEME_LABELS[theme] }))}
            allowDeselect={false}
            comboboxProps={CLOSED_LIST_UNMOUNTED}
            onChange={(value) => {
              const theme = settingsSchema.shape.theme.safeParse(value);
              if (theme.success) change({ theme: theme.data });
            }}
          />
        </SimpleGrid>
        <Switch
          label="Email notifications"
          checked={values.emailNotifications}
          onChange={(event) => change({ emailNotifications: event.currentTarget.checked })}
        />
        <FormFeedback
          error={save.isError ? failureMessage(save.error, 'Failed to save settings') : null}
          success={saved ? SETTINGS_SAVED : null}
        />
        <Button type="submit" loading={save.isPending} w="fit-content">
          Save Settings
        </Button>
      </Stack>
    </form>
  );
}
