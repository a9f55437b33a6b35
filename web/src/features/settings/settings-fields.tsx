import { Button, Select, SimpleGrid, Stack, Switch } from '@mantine/core';
import { LANGUAGES, type Settings, settingsSchema, THEMES } from '@sabora/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormFeedback } from '../../components/form-feedback';
import { failureMessage } from '../../lib/api-client';
import { problemsByField } from '../../lib/form-problems';
import { useFormValues } from '../../lib/use-form-values';
import { useSaveSettings } from './api/use-save-settings';

/** A closed list is removed, so "Theme" names one control (Mantine keeps it hidden by default). */
const CLOSED_LIST_UNMOUNTED = { keepMounted: false };

export function SettingsFields({ initial }: { initial: Settings }) {
  const { t } = useTranslation('settings');
  const labels = { language: t('language'), theme: t('theme'), emailNotifications: t('emailNotifications') };
  // Checked with the contract's schema here; a refusal that names a setting ("theme: …") shows at
  // its control, cleared when it changes.
  const form = useFormValues<Settings>(initial, { labels });
  const { values } = form;
  const [saved, setSaved] = useState(false);
  const [failed, setFailed] = useState<unknown>(null);
  const save = useSaveSettings();

  function change<K extends keyof Settings>(name: K, value: Settings[K]) {
    form.set(name, value);
    setSaved(false);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSaved(false);
    setFailed(null);
    const checked = settingsSchema.safeParse(values);
    const problems = checked.success
      ? {}
      : problemsByField(checked.error.issues, (path) => labels[path[0] as keyof Settings] ?? '');
    if (form.showErrors(problems)) return;
    save.mutate(values, {
      onSuccess: () => setSaved(true),
      onError: (failure) => {
        if (!form.takeServerError(failure)) setFailed(failure);
      },
    });
  }

  return (
    <form ref={form.formRef} onSubmit={submit} noValidate aria-label={t('form')}>
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label={t('language')}
            value={values.language}
            data={LANGUAGES.map((language) => ({ value: language, label: t(`languages.${language}`) }))}
            allowDeselect={false}
            comboboxProps={CLOSED_LIST_UNMOUNTED}
            error={form.errors.language}
            onChange={(value) => {
              const language = settingsSchema.shape.language.safeParse(value);
              if (language.success) change('language', language.data);
            }}
          />
          <Select
            label={t('theme')}
            value={values.theme}
            data={THEMES.map((theme) => ({ value: theme, label: t(`themes.${theme}`) }))}
            allowDeselect={false}
            comboboxProps={CLOSED_LIST_UNMOUNTED}
            error={form.errors.theme}
            onChange={(value) => {
              const theme = settingsSchema.shape.theme.safeParse(value);
              if (theme.success) change('theme', theme.data);
            }}
          />
        </SimpleGrid>
        <Switch
          label={t('emailNotifications')}
          checked={values.emailNotifications}
          error={form.errors.emailNotifications}
          onChange={(event) => change('emailNotifications', event.currentTarget.checked)}
        />
        <FormFeedback
          error={failed ? failureMessage(failed, t('saveFailed')) : null}
          success={saved ? t('saved') : null}
        />
        <Button type="submit" loading={save.isPending} w="fit-content">
          {t('save')}
        </Button>
      </Stack>
    </form>
  );
}
