import { Anchor, Button, PasswordInput, Stack, Text } from '@mantine/core';
import { PASSWORD_MIN_LENGTH } from '@sabora/contract';
import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AuthLayout } from '../../../components/auth-layout';
import { FormFeedback } from '../../../components/form-feedback';
import { failureMessage } from '../../../lib/api-client';
import { FILL_ALL_FIELDS, PASSWORD_RESET_FAILED } from '../../../lib/session/messages';
import { newPasswordProblem } from '../../../lib/session/password-rules';
import { useResetPassword } from '../api/use-reset-password';

const RESET_DONE = 'Your password has been reset. You can now log in with your new password.';

export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const reset = useResetPassword();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    const problem = !password || !confirm ? FILL_ALL_FIELDS : newPasswordProblem(password, confirm);
    if (problem) {
      setError(problem);
      return;
    }
    reset.mutate(
      { token, password },
      {
        onSuccess: (reply) => setSuccess(reply.message ?? RESET_DONE),
        onError: (failure) => setError(failureMessage(failure, PASSWORD_RESET_FAILED)),
      },
    );
  }

  if (!token) {
    return (
      <AuthLayout title="Reset password">
        <FormFeedback error="This reset link is incomplete. Please ask for a new one." />
        <Anchor component={Link} to="/forgot-password" ta="center">
          Ask for a new reset link
        </Anchor>
      </AuthLayout>
    );
  }

  if (success) {
    return (
      <AuthLayout title="Reset password">
        <FormFeedback success={success} />
        <Button component={Link} to="/login" fullWidth>
          Go to login
        </Button>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title="Reset password"
      subtitle={`Choose a new password of at least ${PASSWORD_MIN_LENGTH} characters.`}
    >
      <form onSubmit={submit} noValidate aria-label="Reset password">
        <Stack>
          <PasswordInput
            label="New password"
            autoComplete="new-password"
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
          />
          <PasswordInput
            label="Confirm password"
            autoComplete="new-password"
            value={confirm}
            onChange={(event) => setConfirm(event.currentTarget.value)}
          />
          <FormFeedback error={error} />
          <Button type="submit" loading={reset.isPending} fullWidth>
            Reset password
          </Button>
        </Stack>
      </form>
      <Text size="sm" ta="center">
        <Anchor component={Link} to="/login">
          Back to login
        </Anchor>
      </Text>
    </AuthLayout>
  );
}
