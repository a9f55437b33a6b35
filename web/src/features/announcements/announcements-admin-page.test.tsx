import type { Announcement } from '@sabora/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/factories';
import { stubApi } from '../../../test/fetch-stub';
import { announcementsReply, makeAnnouncement } from '../../../test/fixtures/student-home';
import { makeSubject, subjectsReply } from '../../../test/fixtures/subjects';
import { meReply, renderApp } from '../../../test/render-app';

const teacher = makeUser({ role: 'teacher' });
const physics = makeSubject({ _id: 'subject-physics', name: 'Physics' });
const mine = makeAnnouncement({ _id: 'mine', title: 'Test on Monday', mayDelete: true });
const theirs = makeAnnouncement({ _id: 'theirs', title: 'Lab moved', mayDelete: false });

const partsOf = (body: unknown) => {
  if (!(body instanceof FormData)) throw new Error('expected a multipart body');
  return [...body.entries()].map(([name, value]) => [name, typeof value === 'string' ? value : value.name]);
};

function stubAnnouncements(extra: NonNullable<Parameters<typeof stubApi>[0]> = {}) {
  return stubApi({
    'GET /api/auth/me': meReply(teacher),
    'GET /api/subjects': subjectsReply([physics]),
    'GET /api/announcements': announcementsReply([mine, theirs]),
    ...extra,
  });
}

async function choosePhysics(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByRole('option', { name: 'Physics' });
  await user.selectOptions(screen.getByLabelText('Subject'), 'subject-physics');
}

describe('announcements (/announcements-admin)', { timeout: 15_000 }, () => {
  it("posts an announcement with a file to the chosen subject and lists the subject's", async () => {
    const posted: Announcement = makeAnnouncement({ _id: 'new', title: 'Bring calculators' });
    const api = stubAnnouncements({
      'POST /api/announcements': {
        status: 201,
        body: { success: true, message: 'Announcement posted.', data: posted },
      },
    });
    renderApp('/announcements-admin', { user: teacher });
    expect(await screen.findByText('Choose a subject to post an announcement to it.')).toBeInTheDocument();
    const user = userEvent.setup();
    await choosePhysics(user);
    const form = screen.getByRole('form', { name: 'Post an announcement' });

    // Nothing typed: the fields say so and nothing is sent.
    await user.click(within(form).getByRole('button', { name: 'Post Announcement' }));
    expect(within(form).getByLabelText(/Title/)).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('POST /api/announcements')).toHaveLength(0);

    await user.type(within(form).getByLabelText(/Title/), 'Bring calculators');
    await user.type(within(form).getByLabelText(/Text/), 'For Monday’s test.');
    const file = form.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(file, new File(['%PDF-1.7'], 'rules.pdf', { type: 'application/pdf' }));
    await user.click(within(form).getByRole('button', { name: 'Post Announcement' }));

    await waitFor(() => expect(api.callsTo('POST /api/announcements')).toHaveLength(1));
    expect(partsOf(api.callsTo('POST /api/announcements')[0]!.body)).toEqual([
      ['subject', 'subject-physics'],
      ['title', 'Bring calculators'],
      ['text', 'For Monday’s test.'],
      ['file', 'rules.pdf'],
    ]);
    expect(await screen.findByText('Announcement posted.')).toBeInTheDocument();
    expect(new URLSearchParams(api.callsTo('GET /api/announcements').at(-1)?.search).get('subject')).toBe(
      'subject-physics',
    );
  });

  it('deletes one’s own announcement after asking, and offers no Delete on another’s', async () => {
    const api = stubAnnouncements({
      'DELETE /api/announcements/mine': { body: { success: true, message: 'ok' } },
    });
    renderApp('/announcements-admin', { user: teacher });
    const list = await screen.findByRole('list', { name: 'Posted announcements' });
    expect(within(list).queryByRole('button', { name: 'Delete Lab moved' })).not.toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(within(list).getByRole('button', { name: 'Delete Test on Monday' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Announcement' });
    expect(api.callsTo('DELETE /api/announcements/mine')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.callsTo('DELETE /api/announcements/mine')).toHaveLength(1));
    expect(await screen.findByText('Announcement deleted.')).toBeInTheDocument();
  });
});
