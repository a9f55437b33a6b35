import { Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { FormFeedback } from '../../../components/form-feedback';
import { FILL_ALL_FIELDS, LOGIN_FAILED, LOGIN_SUCCESS, loginFailure } from '../../../lib/session/messages';
import { useLogin } from '../api/use-login';
import { useSignIn } from '../use-sign-in';

/** Spec §2.2: students, teachers and admins sign in with email and password. */
export function StaffLoginForm() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const login = useLogin();
  const signIn = useSignIn();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    if (!email.trim() || !password) {
      setError(FILL_ALL_FIELDS);
      return;
    }
    login.mutate(
      { email: email.trim(), password },
      {
        onSuccess: (reply) => {
          setSuccess(reply.message ?? LOGIN_SUCCESS);
          signIn(reply);
        },
        onError: (failure) => setError(loginFailure(failure, LOGIN_FAILED)),
      },
    );
  }

  const busy = login.isPending || success !== null;
  return (
    <form onSubmit={submit} noValidate aria-label="Student/Staff Login">
      <Stack>
        <TextInput
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
        />
        <PasswordInput
          label="Password"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Anchor component={Link} to="/forgot-password" size="sm">
            Forgot password?
          </Anchor>
        </Group>
        <FormFeedback error={error} success={success} />
        <Button type="submit" loading={login.isPending} disabled={busy} fullWidth>
          Login
        </Button>
      </Stack>
    </form>
  );
}
