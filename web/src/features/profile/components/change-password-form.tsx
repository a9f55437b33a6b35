import { Button, Card, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormFeedback } from '../../../components/form-feedback';
import { failureMessage } from '../../../lib/api-client';
import { fillAllFields } from '../../../lib/session/messages';
import { newPasswordProblem } from '../../../lib/session/password-rules';
import { useChangePassword } from '../api/use-change-password';

const EMPTY = { currentPassword: '', password: '', confirm: '' };

export function ChangePasswordForm() {
  const [values, setValues] = useState(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const change = useChangePassword();
  const { t } = useTranslation('profile');

  function field(name: keyof typeof EMPTY) {
    return {
      value: values[name],
      onChange: (event: { currentTarget: { value: string } }) => {
        const value = event.currentTarget.value;
        setValues((current) => ({ ...current, [name]: value }));
        setSaved(false);
      },
    };
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSaved(false);
    const { currentPassword, password, confirm } = values;
    const problem =
      !currentPassword || !password || !confirm ? fillAllFields() : newPasswordProblem(password, confirm);
    setError(problem);
    if (problem) return;
    change.mutate(
      { currentPassword, password },
      {
        onSuccess: () => {
          setValues(EMPTY);
          setSaved(true);
        },
        onError: (failure) => setError(failureMessage(failure, t('password.failed'))),
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
      <form onSubmit={submit} noValidate aria-label={t('password.title')}>
        <Stack>
          <PasswordInput
            label={t('password.current')}
            autoComplete="current-password"
            {...field('currentPassword')}
          />
          <PasswordInput label={t('password.new')} autoComplete="new-password" {...field('password')} />
          <PasswordInput label={t('password.confirm')} autoComplete="new-password" {...field('confirm')} />
          <FormFeedback error={error} success={saved ? t('password.changed') : null} />
          <Button type="submit" loading={change.isPending} w="fit-content">
            {t('password.submit')}
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
