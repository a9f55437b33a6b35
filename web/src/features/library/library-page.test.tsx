import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/factories';
import { stubApi } from '../../../test/fetch-stub';
import {
  itemsReply,
  makeLibraryItem,
  makeLibrarySubject,
  makeRecording,
  subjectsReply,
} from '../../../test/fixtures/library';
import { meReply, renderApp } from '../../../test/render-app';
import { wholeText } from '../../../test/whole-text';

const student = makeUser({ role: 'student', firstName: 'Omar' });
const parent = makeUser({ role: 'parent', firstName: 'Hala' });
const teacher = makeUser({ role: 'teacher', firstName: 'Karim' });

const physics = makeLibrarySubject();
const maths = makeLibrarySubject({
  _id: 'subject-2',
  name: 'Mathematics',
  code: 'MATH-101',
  description: 'Algebra and geometry.',
  itemCount: 1,
});
const recent = [
  makeRecording({ title: 'Motion lecture' }),
  makeLibraryItem({
    _id: 'item-2',
    title: 'Quadratics notes',
    subject: { _id: 'subject-2', name: 'Mathematics' },
    chapter: { _id: 'chapter-9', order: 3, title: 'Quadratics' },
  }),
];

function stubLibrary(user = student, overrides = {}) {
  return stubApi({
    'GET /api/auth/me': meReply(user),
    'GET /api/library/subjects': subjectsReply([physics, maths]),
    'GET /api/library/recent': itemsReply(recent),
    ...overrides,
  });
}

describe('/library', () => {
  it('shows a card per subject with its icon, code, description and link, and a way back home', async () => {
    stubLibrary();
    renderApp('/library', { user: student });

    expect(await screen.findByRole('heading', { name: 'Digital Library' })).toBeInTheDocument();
    const cards = within(await screen.findByRole('list', { name: 'Subjects' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const card = within(screen.getByRole('listitem', { name: 'IGCSE Physics' }));
    expect(card.getByRole('link', { name: 'IGCSE Physics' })).toHaveAttribute('href', '/library/subject-1');
    expect(card.getByText('PHY-IG')).toBeInTheDocument();
    expect(card.getByText('Forces, energy, waves and electricity.')).toBeInTheDocument();
    expect(card.getByText('3 items')).toBeInTheDocument();
    expect(
      within(screen.getByRole('listitem', { name: 'Mathematics' })).getByText('1 item'),
    ).toBeInTheDocument();
    // The icon follows the subject's name.
    expect(
      screen.getByRole('listitem', { name: 'IGCSE Physics' }).querySelector('.tabler-icon-atom'),
    ).not.toBeNull();
    expect(
      screen.getByRole('listitem', { name: 'Mathematics' }).querySelector('.tabler-icon-math-function'),
    ).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/home-students');
  });

  it('filters the subjects by name, code or description as the reader types', async () => {
    stubLibrary();
    renderApp('/library', { user: student });
    await screen.findByRole('listitem', { name: 'Mathematics' });
    const user = userEvent.setup();
    const search = screen.getByLabelText('Search subjects');

    await user.type(search, 'phy-');
    expect(screen.getByRole('listitem', { name: 'IGCSE Physics' })).toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: 'Mathematics' })).not.toBeInTheDocument();

    await user.clear(search);
    await user.type(search, 'GEOMETRY');
    expect(screen.getByRole('listitem', { name: 'Mathematics' })).toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: 'IGCSE Physics' })).not.toBeInTheDocument();

    await user.type(search, 'x');
    expect(screen.getByText('No subjects match "GEOMETRYx"')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Subjects' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(search).toHaveValue('');
    expect(screen.getByRole('listitem', { name: 'IGCSE Physics' })).toBeInTheDocument();
  });

  it('lists the recently added items, each leading to its chapter', async () => {
    stubLibrary();
    renderApp('/library', { user: student });

    const list = within(await screen.findByRole('list', { name: 'Recently Added' }));
    expect(list.getAllByRole('listitem')).toHaveLength(2);
    expect(list.getByRole('link', { name: 'Motion lecture' })).toHaveAttribute(
      'href',
      '/library/subject-1/chapter-1',
    );
    expect(list.getByRole('link', { name: 'Quadratics notes' })).toHaveAttribute(
      'href',
      '/library/subject-2/chapter-9',
    );
    expect(list.getByText(wholeText(/^Mathematics · Chapter 3: Quadratics · /))).toBeInTheDocument();
  });

  it('says so when the subjects cannot be fetched, and asks again on Try Again', async () => {
    let fail = true;
    const api = stubLibrary(student, {
      'GET /api/library/subjects': () =>
        fail
          ? { status: 500, body: { success: false, message: 'Database unavailable' } }
          : subjectsReply([maths]),
    });
    renderApp('/library', { user: student });

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Failed to fetch subject')).toBeInTheDocument();
    expect(within(alert).getByText('Database unavailable')).toBeInTheDocument();

    fail = false;
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('listitem', { name: 'Mathematics' })).toBeInTheDocument();
    expect(api.callsTo('GET /api/library/subjects')).toHaveLength(2);
  });

  it('shows its empty states', async () => {
    stubLibrary(student, {
      'GET /api/library/subjects': subjectsReply([]),
      'GET /api/library/recent': itemsReply([]),
    });
    renderApp('/library', { user: student });

    expect(await screen.findByText('No subjects in your library yet.')).toBeInTheDocument();
    expect(await screen.findByText('Nothing has been added yet.')).toBeInTheDocument();
  });

  it("opens from a parent's dashboard card and leads back to the dashboard", async () => {
    stubLibrary(parent, { 'GET /api/parents/me/children': { body: { success: true, data: [] } } });
    const { router } = renderApp('/dashboard', { user: parent });
    const user = userEvent.setup();

    // The card's name is its title and description; the frame's menu has a link named Library too.
    await user.click(
      await screen.findByRole('link', { name: 'Library Materials and recordings by chapter.' }),
    );

    expect(await screen.findByRole('heading', { name: 'Digital Library' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/library');
    expect(await screen.findByRole('listitem', { name: 'IGCSE Physics' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/dashboard'),
    );
  });

  it('leaves the recently added list to students and parents: staff see only the subjects', async () => {
    const api = stubLibrary(teacher);
    renderApp('/library', { user: teacher });

    expect(await screen.findByRole('listitem', { name: 'IGCSE Physics' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Recently Added' })).not.toBeInTheDocument();
    expect(api.callsTo('GET /api/library/recent')).toHaveLength(0);
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/dashboard');
  });
});
