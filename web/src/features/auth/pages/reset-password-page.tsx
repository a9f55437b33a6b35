import { Anchor, Button, PasswordInput, Stack, Text } from '@mantine/core';
import { PASSWORD_MIN_LENGTH } from '@sabora/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { AuthLayout } from '../../../components/auth-layout';
import { FormFeedback } from '../../../components/form-feedback';
import { failureMessage } from '../../../lib/api-client';
import { fillAllFields, passwordResetFailed } from '../../../lib/session/messages';
import { newPasswordProblem } from '../../../lib/session/password-rules';
import { successText } from '../../../lib/success-text';
import { useResetPassword } from '../api/use-reset-password';

export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const reset = useResetPassword();
  const { t } = useTranslation('auth');

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    const problem = !password || !confirm ? fillAllFields() : newPasswordProblem(password, confirm);
    if (problem) {
      setError(problem);
      return;
    }
    reset.mutate(
      { token, password },
      {
        onSuccess: (reply) => setSuccess(successText(reply.message, t('reset.done'))),
        onError: (failure) => setError(failureMessage(failure, passwordResetFailed())),
      },
    );
  }

  if (!token) {
    return (
      <AuthLayout title={t('reset.title')}>
        <FormFeedback error={t('reset.incomplete')} />
        <Anchor component={Link} to="/forgot-password" ta="center">
          {t('reset.askNew')}
        </Anchor>
      </AuthLayout>
    );
  }

  if (success) {
    return (
      <AuthLayout title={t('reset.title')}>
        <FormFeedback success={success} />
        <Button component={Link} to="/login" fullWidth>
          {t('reset.goToLogin')}
        </Button>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={t('reset.title')} subtitle={t('reset.subtitle', { count: PASSWORD_MIN_LENGTH })}>
      <form onSubmit={submit} noValidate aria-label={t('reset.title')}>
        <Stack>
          <PasswordInput
            label={t('reset.newPassword')}
            autoComplete="new-password"
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
          />
          <PasswordInput
            label={t('reset.confirm')}
            autoComplete="new-password"
            value={confirm}
            onChange={(event) => setConfirm(event.currentTarget.value)}
          />
          <FormFeedback error={error} />
          <Button type="submit" loading={reset.isPending} fullWidth>
            {t('reset.submit')}
          </Button>
        </Stack>
      </form>
      <Text size="sm" ta="center">
        <Anchor component={Link} to="/login">
          {t('reset.back')}
        </Anchor>
      </Text>
    </AuthLayout>
  );
}
