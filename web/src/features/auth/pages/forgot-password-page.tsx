import { Anchor, Button, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AuthLayout } from '../../../components/auth-layout';
import { FormFeedback } from '../../../components/form-feedback';
import { failureMessage } from '../../../lib/api-client';
import { fillAllFields, passwordResetFailed } from '../../../lib/session/messages';
import { successText } from '../../../lib/success-text';
import { useForgotPassword } from '../api/use-forgot-password';

export function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const forgot = useForgotPassword();
  const { t } = useTranslation('auth');

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    setSuccess(null);
    if (!email.trim()) {
      setError(fillAllFields());
      return;
    }
    forgot.mutate(email.trim(), {
      onSuccess: (reply) => setSuccess(successText(reply.message, t('forgot.sent'))),
      onError: (failure) => setError(failureMessage(failure, passwordResetFailed())),
    });
  }

  return (
    <AuthLayout title={t('forgot.title')} subtitle={t('forgot.subtitle')}>
      <form onSubmit={submit} noValidate aria-label={t('forgot.title')}>
        <TextInput
          label={t('forgot.email')}
          type="email"
          name="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          mb="md"
        />
        <FormFeedback error={error} success={success} />
        <Button type="submit" loading={forgot.isPending} fullWidth mt="md">
          {t('forgot.submit')}
        </Button>
      </form>
      <Text size="sm" ta="center">
        {t('forgot.remembered')}{' '}
        <Anchor component={Link} to="/login">
          {t('forgot.back')}
        </Anchor>
      </Text>
    </AuthLayout>
  );
}
