import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/factories';
import { stubApi } from '../../../test/fetch-stub';
import { meReply, renderApp } from '../../../test/render-app';

const teacher = makeUser({ role: 'teacher' });
const notification = {
  _id: 'n-1',
  title: 'New submission',
  message: 'Omar handed in Homework 3',
  link: '/student-submissions-admin',
  read: false,
  createdAt: new Date(Date.now() - 5 * 60 * 1000).toISOString(),
};

describe('notification bell', () => {
  it('shows the unread count, lists page 1 and opens a notification, marking it read', async () => {
    const api = stubApi({
      'GET /api/auth/me': meReply(teacher),
      'GET /api/notifications/unread-count': { body: { success: true, unread: 1 } },
      'GET /api/notifications': {
        body: { success: true, data: [notification], totalPages: 1, totalCount: 1 },
      },
      'PUT /api/notifications/n-1/read': { body: { success: true } },
    });
    const { router } = renderApp('/dashboard', { user: teacher });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    expect(await screen.findByText('Omar handed in Homework 3')).toBeInTheDocument();
    expect(screen.getByText('5 minutes ago')).toBeInTheDocument();
    expect(api.callsTo('GET /api/notifications')[0]?.search).toBe('?page=1&limit=10');

    await user.click(screen.getByRole('button', { name: /^Unread: New submission / }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/student-submissions-admin'));
    expect(api.callsTo('PUT /api/notifications/n-1/read')).toHaveLength(1);
  });

  it('says on the button itself whether its panel is open', async () => {
    stubApi({
      'GET /api/auth/me': meReply(teacher),
      'GET /api/notifications/unread-count': { body: { success: true, unread: 1 } },
      'GET /api/notifications': { body: { success: true, data: [], totalPages: 1, totalCount: 0 } },
    });
    renderApp('/dashboard', { user: teacher });
    const bell = await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    expect(bell).toHaveAttribute('aria-expanded', 'false');

    await userEvent.setup().click(bell);
    expect(bell).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById(bell.getAttribute('aria-controls') ?? '')).toHaveTextContent(
      'Notifications',
    );
    // Only the button says it opens something: the indicator around it is a plain <div>.
    expect(bell.parentElement?.closest('[aria-expanded]')).toBeNull();
  });

  it("says 'No notifications' when there are none", async () => {
    stubApi({
      'GET /api/auth/me': meReply(teacher),
      'GET /api/notifications/unread-count': { body: { success: true, unread: 0 } },
      'GET /api/notifications': { body: { success: true, data: [], totalPages: 1, totalCount: 0 } },
    });
    renderApp('/dashboard', { user: teacher });

    await userEvent.setup().click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText('No notifications')).toBeInTheDocument();
  });

  // The bell and its list in Arabic.
  it('reads in Arabic', async () => {
    await i18next.changeLanguage('ar');
    stubApi({
      'GET /api/auth/me': meReply(teacher),
      'GET /api/notifications/unread-count': { body: { success: true, unread: 3 } },
      'GET /api/notifications': {
        body: { success: true, data: [notification], totalPages: 1, totalCount: 1 },
      },
    });
    renderApp('/dashboard', { user: teacher });

    await userEvent.setup().click(await screen.findByRole('button', { name: 'الإشعارات، ٣ غير مقروء' }));
    expect(await screen.findByRole('button', { name: /^غير مقروء: New submission / })).toBeInTheDocument();
    expect(screen.getByText('جديد')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'تحديد الكل كمقروء' })).toBeInTheDocument();
  });
});
