import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../../test/fetch-stub';
import { renderApp } from '../../../../test/render-app';

const SENT = 'If an account exists for that email, a reset link has been sent.';

describe('forgot password page', () => {
  it("sends the email and shows the server's message", async () => {
    const api = stubApi({ 'POST /api/auth/forgot-password': { body: { success: true, message: SENT } } });
    renderApp('/forgot-password');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Email/), 'mona@sabora.test');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));

    expect(await screen.findByText(SENT)).toBeInTheDocument();
    expect(api.callsTo('POST /api/auth/forgot-password')[0]?.body).toEqual({ email: 'mona@sabora.test' });
  });

  it("shows 'Password reset failed' when the server refuses without a message", async () => {
    stubApi({ 'POST /api/auth/forgot-password': { status: 429, body: { success: false } } });
    renderApp('/forgot-password');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Email/), 'mona@sabora.test');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));

    expect(await screen.findByText('Password reset failed')).toBeInTheDocument();
  });
});
