import { Button, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { FormFeedback } from '../../../components/form-feedback';
import {
  FILL_ALL_FIELDS,
  LOGIN_SUCCESS,
  loginFailure,
  PARENT_LOGIN_FAILED,
} from '../../../lib/session/messages';
import { useParentLogin } from '../api/use-parent-login';
import { useSignIn } from '../use-sign-in';

/** Spec §2.2: a parent signs in with their email and phone. */
export function ParentLoginForm() {
  const [email, setEmail] = useState('');
  const [phone, setPhone] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const login = useParentLogin();
  const signIn = useSignIn();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    if (!email.trim() || !phone.trim()) {
      setError(FILL_ALL_FIELDS);
      return;
    }
    login.mutate(
      { email: email.trim(), phone: phone.trim() },
      {
        onSuccess: (reply) => {
          setSuccess(reply.message ?? LOGIN_SUCCESS);
          signIn(reply);
        },
        onError: (failure) => setError(loginFailure(failure, PARENT_LOGIN_FAILED)),
      },
    );
  }

  const busy = login.isPending || success !== null;
  return (
    <form onSubmit={submit} noValidate aria-label="Parent Login">
      <Stack>
        <TextInput
          label="Parent Email"
          type="email"
          name="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
        />
        <TextInput
          label="Phone"
          type="tel"
          name="phone"
          autoComplete="tel"
          value={phone}
          onChange={(event) => setPhone(event.currentTarget.value)}
        />
        <FormFeedback error={error} success={success} />
        <Button type="submit" loading={login.isPending} disabled={busy} fullWidth>
          Login as Parent
        </Button>
      </Stack>
    </form>
  );
}
