import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormFeedback } from '../../../components/form-feedback';
import { PasswordField } from '../../../components/password-field';
import { failureMessage } from '../../../lib/api-client';
import { fillAllFields } from '../../../lib/session/messages';
import { newPasswordErrors } from '../../../lib/session/password-rules';
import { useFormValues } from '../../../lib/use-form-values';
import { useChangePassword } from '../api/use-change-password';

const EMPTY = { currentPassword: '', password: '', confirm: '' };

export function ChangePasswordForm() {
  const { t } = useTranslation('profile');
  const form = useFormValues(EMPTY, {
    labels: {
      currentPassword: t('password.current'),
      password: t('password.new'),
      confirm: t('password.confirm'),
    },
  });
  const [error, setError] = useState<string | null>(null);
  // The values the last change left (the emptied form): "changed" shows until a field is typed in.
  const [savedValues, setSavedValues] = useState<typeof EMPTY | null>(null);
  const change = useChangePassword();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSavedValues(null);
    const { currentPassword, password, confirm } = form.values;
    // An empty field is the form's one message; the new password's checks go to their fields.
    const missing = !currentPassword || !password || !confirm;
    setError(missing ? fillAllFields() : null);
    if (missing || form.showErrors(newPasswordErrors(password, confirm))) return;
    change.mutate(
      { currentPassword, password },
      {
        onSuccess: () => {
          form.reset();
          setSavedValues(EMPTY);
        },
        onError: (failure) => {
          if (!form.takeServerError(failure)) setError(failureMessage(failure, t('password.failed')));
        },
      },
    );
  }

  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="change-password-title">
      <Title order={2} size="h4" id="change-password-title">
        {t('password.title')}
      </Title>
      <Text c="dimmed" size="sm" mb="md">
        {t('password.note')}
      </Text>
      <form ref={form.formRef} onSubmit={submit} noValidate aria-label={t('password.title')}>
        <Stack>
          <PasswordField
            label={t('password.current')}
            autoComplete="current-password"
            {...form.bind('currentPassword')}
          />
          <PasswordField label={t('password.new')} autoComplete="new-password" {...form.bind('password')} />
          <PasswordField
            label={t('password.confirm')}
            autoComplete="new-password"
            {...form.bind('confirm')}
          />
          <FormFeedback error={error} success={savedValues === form.values ? t('password.changed') : null} />
          <Button type="submit" loading={change.isPending} w="fit-content">
            {t('password.submit')}
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
