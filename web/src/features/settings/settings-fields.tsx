import { Button, Select, SimpleGrid, Stack, Switch } from '@mantine/core';
import { LANGUAGES, type Settings, settingsSchema, THEMES } from '@sabora/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormFeedback } from '../../components/form-feedback';
import { failureMessage } from '../../lib/api-client';
import { useSaveSettings } from './api/use-save-settings';

/** A closed list is removed, so "Theme" names one control (Mantine keeps it hidden by default). */
const CLOSED_LIST_UNMOUNTED = { keepMounted: false };

export function SettingsFields({ initial }: { initial: Settings }) {
  const { t } = useTranslation('settings');
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
    <form onSubmit={submit} aria-label={t('form')}>
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label={t('language')}
            value={values.language}
            data={LANGUAGES.map((language) => ({ value: language, label: t(`languages.${language}`) }))}
            allowDeselect={false}
            comboboxProps={CLOSED_LIST_UNMOUNTED}
            onChange={(value) => {
              const language = settingsSchema.shape.language.safeParse(value);
              if (language.success) change({ language: language.data });
            }}
          />
          <Select
            label={t('theme')}
            value={values.theme}
            data={THEMES.map((theme) => ({ value: theme, label: t(`themes.${theme}`) }))}
            allowDeselect={false}
            comboboxProps={CLOSED_LIST_UNMOUNTED}
            onChange={(value) => {
              const theme = settingsSchema.shape.theme.safeParse(value);
              if (theme.success) change({ theme: theme.data });
            }}
          />
        </SimpleGrid>
        <Switch
          label={t('emailNotifications')}
          checked={values.emailNotifications}
          onChange={(event) => change({ emailNotifications: event.currentTarget.checked })}
        />
        <FormFeedback
          error={save.isError ? failureMessage(save.error, t('saveFailed')) : null}
          success={saved ? t('saved') : null}
        />
        <Button type="submit" loading={save.isPending} w="fit-content">
          {t('save')}
        </Button>
      </Stack>
    </form>
  );
}
