import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../../test/fetch-stub';
import { renderApp } from '../../../../test/render-app';

async function submit(password: string, confirmation: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/^New password/), password);
  await user.type(screen.getByLabelText(/^Confirm password/), confirmation);
  await user.click(screen.getByRole('button', { name: 'Reset Password' }));
}

describe('reset password page', () => {
  it('checks that the passwords match and are long enough before calling the server', async () => {
    const api = stubApi();
    renderApp('/reset-password?token=abc');
    await submit('secret12', 'secret22');
    expect(await screen.findByText('Passwords do not match!')).toBeInTheDocument();

    await userEvent.clear(screen.getByLabelText(/^New password/));
    await userEvent.clear(screen.getByLabelText(/^Confirm password/));
    await submit('abc', 'abc');
    expect(await screen.findByText('Password must be at least 8 characters long!')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('sends the token and the new password, then offers the way to /login', async () => {
    const api = stubApi({ 'POST /api/auth/reset-password': { body: { success: true } } });
    renderApp('/reset-password?token=abc');
    await submit('secret12', 'secret12');

    expect(await screen.findByText(/Your password has been reset/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Login' })).toHaveAttribute('href', '/login');
    expect(api.callsTo('POST /api/auth/reset-password')[0]?.body).toEqual({
      token: 'abc',
      password: 'secret12',
    });
  });

  it("shows the server's message for a used or expired link", async () => {
    stubApi({
      'POST /api/auth/reset-password': {
        status: 400,
        body: { success: false, message: 'This reset link has expired' },
      },
    });
    renderApp('/reset-password?token=old');
    await submit('secret12', 'secret12');
    expect(await screen.findByText('This reset link has expired')).toBeInTheDocument();
  });
});
