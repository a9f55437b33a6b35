import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/factories';
import { stubApi } from '../../../test/fetch-stub';
import { homeCalls, unreadReply } from '../../../test/fixtures/student-home';
import { meReply, renderApp } from '../../../test/render-app';
import { notificationKeys } from './api/notification-keys';

const student = makeUser({ role: 'student', firstName: 'Youssef' });

/** The student home with an unread count that rises from 0 to `after` when asked again. */
function openHomeWithRisingCount(after: number) {
  let unread = 0;
  const api = stubApi({
    'GET /api/auth/me': meReply(student),
    ...homeCalls({ 'GET /api/notifications/unread-count': () => unreadReply(unread) }),
  });
  const view = renderApp('/home-students', { user: student });
  const rise = async () => {
    unread = after;
    await act(() => view.queryClient.invalidateQueries({ queryKey: notificationKeys.unreadCount() }));
  };
  return { api, rise };
}

describe('new notifications banner', { timeout: 20_000 }, () => {
  it('tells of new notifications when the unread count rises, reloads the list, and closes', async () => {
    const { api, rise } = openHomeWithRisingCount(1);
    expect(await screen.findByText('0 unread')).toBeInTheDocument();
    expect(screen.queryByText('New Notification')).toBeNull();
    const listCalls = api.callsTo('GET /api/notifications').length;

    await rise();
    expect(await screen.findByText('1 unread')).toBeInTheDocument();
    expect(await screen.findByText('You have a new notification.')).toBeInTheDocument();
    expect(api.callsTo('GET /api/notifications').length).toBeGreaterThan(listCalls);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('You have a new notification.')).toBeNull();
  });

  it('goes away by itself after 3 s', async () => {
    const { rise } = openHomeWithRisingCount(2);
    await screen.findByText('0 unread');

    await rise();
    expect(await screen.findByText('You have 2 new notifications.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('You have 2 new notifications.')).toBeNull(), {
      timeout: 4500,
    });
  });
});
