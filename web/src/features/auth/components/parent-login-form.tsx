import { Button, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormFeedback } from '../../../components/form-feedback';
import { fillAllFields, loginFailure, loginSuccess, parentLoginFailed } from '../../../lib/session/messages';
import { successText } from '../../../lib/success-text';
import { useParentLogin } from '../api/use-parent-login';
import { useSignIn } from '../use-sign-in';

/** A parent signs in with their email and phone. */
export function ParentLoginForm() {
  const [email, setEmail] = useState('');
  const [phone, setPhone] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const login = useParentLogin();
  const signIn = useSignIn();
  const { t } = useTranslation('auth');

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    if (!email.trim() || !phone.trim()) {
      setError(fillAllFields());
      return;
    }
    login.mutate(
      { email: email.trim(), phone: phone.trim() },
      {
        onSuccess: (reply) => {
          setSuccess(successText(reply.message, loginSuccess()));
          signIn(reply);
        },
        onError: (failure) => setError(loginFailure(failure, parentLoginFailed())),
      },
    );
  }

  const busy = login.isPending || success !== null;
  return (
    <form onSubmit={submit} noValidate aria-label={t('login.parentMode')}>
      <Stack>
        <TextInput
          label={t('parentForm.email')}
          type="email"
          name="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
        />
        <TextInput
          label={t('parentForm.phone')}
          description={t('parentForm.phoneHint')}
          type="tel"
          name="phone"
          autoComplete="tel"
          value={phone}
          onChange={(event) => setPhone(event.currentTarget.value)}
        />
        <FormFeedback error={error} success={success} />
        <Button type="submit" loading={login.isPending} disabled={busy} fullWidth>
          {t('parentForm.submit')}
        </Button>
      </Stack>
    </form>
  );
}
