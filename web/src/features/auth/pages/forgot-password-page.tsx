import { Anchor, Button, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { AuthLayout } from '../../../components/auth-layout';
import { FormFeedback } from '../../../components/form-feedback';
import { failureMessage } from '../../../lib/api-client';
import { FILL_ALL_FIELDS, PASSWORD_RESET_FAILED } from '../../../lib/session/messages';
import { useForgotPassword } from '../api/use-forgot-password';

const RESET_LINK_SENT = 'If an account exists for that email, a reset link has been sent.';

export function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const forgot = useForgotPassword();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    setSuccess(null);
    if (!email.trim()) {
      setError(FILL_ALL_FIELDS);
      return;
    }
    forgot.mutate(email.trim(), {
      onSuccess: (reply) => setSuccess(reply.message ?? RESET_LINK_SENT),
      onError: (failure) => setError(failureMessage(failure, PASSWORD_RESET_FAILED)),
    });
  }

  return (
    <AuthLayout title="Forgot password" subtitle="We will email you a link to choose a new password.">
      <form onSubmit={submit} noValidate aria-label="Forgot password">
        <TextInput
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          mb="md"
        />
        <FormFeedback error={error} success={success} />
        <Button type="submit" loading={forgot.isPending} fullWidth mt="md">
          Send reset link
        </Button>
      </form>
      <Text size="sm" ta="center">
        Remembered it?{' '}
        <Anchor component={Link} to="/login">
          Back to login
        </Anchor>
      </Text>
    </AuthLayout>
  );
}
