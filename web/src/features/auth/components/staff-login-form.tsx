import { Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormFeedback } from '../../../components/form-feedback';
import { fillAllFields, loginFailed, loginFailure, loginSuccess } from '../../../lib/session/messages';
import { successText } from '../../../lib/success-text';
import { useLogin } from '../api/use-login';
import { useSignIn } from '../use-sign-in';

/** Students, teachers and admins sign in with email and password. */
export function StaffLoginForm() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const login = useLogin();
  const signIn = useSignIn();
  const { t } = useTranslation('auth');

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    if (!email.trim() || !password) {
      setError(fillAllFields());
      return;
    }
    login.mutate(
      { email: email.trim(), password },
      {
        onSuccess: (reply) => {
          setSuccess(successText(reply.message, loginSuccess()));
          signIn(reply);
        },
        onError: (failure) => setError(loginFailure(failure, loginFailed())),
      },
    );
  }

  const busy = login.isPending || success !== null;
  return (
    <form onSubmit={submit} noValidate aria-label={t('login.staffMode')}>
      <Stack>
        <TextInput
          label={t('staffForm.email')}
          type="email"
          name="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
        />
        <PasswordInput
          label={t('staffForm.password')}
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Anchor component={Link} to="/forgot-password" size="sm">
            {t('staffForm.forgot')}
          </Anchor>
        </Group>
        <FormFeedback error={error} success={success} />
        <Button type="submit" loading={login.isPending} disabled={busy} fullWidth>
          {t('staffForm.submit')}
        </Button>
      </Stack>
    </form>
  );
}
