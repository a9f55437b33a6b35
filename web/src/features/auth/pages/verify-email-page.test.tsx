import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../../test/fetch-stub';
import { renderApp } from '../../../../test/render-app';

describe('verify email page', () => {
  it('verifies the token once on load and links to /login', async () => {
    const api = stubApi({ 'POST /api/auth/verify-email': { body: { success: true } } });
    renderApp('/verify-email?token=t-1');

    expect(await screen.findByText('Your email is verified.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Login' })).toHaveAttribute('href', '/login');
    expect(api.callsTo('POST /api/auth/verify-email').map((call) => call.body)).toEqual([{ token: 't-1' }]);
  });

  it("shows 'Email verification failed' when the server refuses without a message", async () => {
    stubApi({ 'POST /api/auth/verify-email': { status: 400, body: { success: false } } });
    renderApp('/verify-email?token=bad');
    expect(await screen.findByText('Email verification failed')).toBeInTheDocument();
  });
});
