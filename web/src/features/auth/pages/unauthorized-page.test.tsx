import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../../test/factories';
import { stubApi } from '../../../../test/fetch-stub';
import { meReply, renderApp } from '../../../../test/render-app';

describe('unauthorized page', () => {
  it("takes a user with no page to go back to to their own home with 'Go Back'", async () => {
    const teacher = makeUser({ role: 'teacher' });
    stubApi({ 'GET /api/auth/me': meReply(teacher) });
    const { router } = renderApp('/unauthorized', { user: teacher });

    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Go Back' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });
});
