import { Button, Card, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { FormFeedback } from '../../../components/form-feedback';
import { failureMessage } from '../../../lib/api-client';
import { FILL_ALL_FIELDS } from '../../../lib/session/messages';
import { newPasswordProblem } from '../../../lib/session/password-rules';
import { useChangePassword } from '../api/use-change-password';

const EMPTY = { currentPassword: '', password: '', confirm: '' };

export function ChangePasswordForm() {
  const [values, setValues] = useState(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const change = useChangePassword();

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
      !currentPassword || !password || !confirm ? FILL_ALL_FIELDS : newPasswordProblem(password, confirm);
    setError(problem);
    if (problem) return;
    change.mutate(
      { currentPassword, password },
      {
        onSuccess: () => {
          setValues(EMPTY);
          setSaved(true);
        },
        onError: (failure) => setError(failureMessage(failure, 'Password change failed')),
      },
    );
  }

  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="change-password-title">
      <Title order={2} size="h4" id="change-password-title">
        Change password
      </Title>
      <Text c="dimmed" size="sm" mb="md">
        Other devices signed in to your account will be signed out.
      </Text>
      <form onSubmit={submit} noValidate aria-label="Change password">
        <Stack>
          <PasswordInput
            label="Current password"
            autoComplete="current-password"
            {...field('currentPassword')}
          />
          <PasswordInput label="New password" autoComplete="new-password" {...field('password')} />
          <PasswordInput label="Confirm new password" autoComplete="new-password" {...field('confirm')} />
          <FormFeedback error={error} success={saved ? 'Your password has been changed.' : null} />
          <Button type="submit" loading={change.isPending} w="fit-content">
            Change password
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
