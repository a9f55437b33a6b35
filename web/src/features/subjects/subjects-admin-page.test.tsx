import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/factories';
import { stubApi } from '../../../test/fetch-stub';
import { makeSubject, subjectsReply } from '../../../test/fixtures/subjects';
import { meReply, renderApp } from '../../../test/render-app';

const admin = makeUser({ role: 'admin' });
const me = { 'GET /api/auth/me': meReply(admin) };

/** Twenty subjects for page `page`, named so each page's cards differ. */
function pageOf(page: number) {
  return Array.from({ length: 20 }, (_, index) =>
    makeSubject({
      _id: `subject-${page}-${index}`,
      name: `Subject ${page}.${index}`,
      code: `S${page}-${index}`,
    }),
  );
}

const pageButtons = () =>
  within(screen.getByRole('navigation', { name: 'Subject pages' }))
    .getAllByRole('button', { name: /^Page \d+$/ })
    .map((button) => button.textContent);

describe('subjects management (/subjects-admin)', () => {
  it('shows cards with teachers, "Showing X to Y of Z subjects", a status line and the pager', async () => {
    const taught = makeSubject({
      _id: 'subject-physics',
      name: 'Physics',
      code: 'PHY-IG',
      system: 'IGCSE',
      enrollmentCount: 12,
      teachers: [
        {
          _id: 't1',
          firstName: 'Karim',
          lastName: 'Adel',
          isPrimary: true,
          teacher: { _id: 't1', firstName: 'Karim', lastName: 'Adel' },
        },
      ],
    });
    const api = stubApi({
      ...me,
      'GET /api/subjects': ({ search }) => {
        const page = Number(new URLSearchParams(search).get('page'));
        return subjectsReply(page === 1 ? [makeSubject(), taught, ...pageOf(1).slice(2)] : pageOf(page), 45);
      },
    });
    renderApp('/subjects-admin', { user: admin });

    expect(await screen.findByRole('heading', { name: 'Subjects Management' })).toBeInTheDocument();
    const maths = await screen.findByRole('article', { name: 'Mathematics' });
    expect(within(maths).getByText('No teachers for this subject')).toBeInTheDocument();
    expect(within(maths).getByText('Thanaweya Amma')).toBeInTheDocument();
    expect(within(maths).getByText('Active')).toBeInTheDocument();
    expect(within(maths).getByRole('link', { name: 'Chapters' })).toHaveAttribute(
      'href',
      '/chapters-admin/subject-1',
    );
    const physics = screen.getByRole('article', { name: 'Physics' });
    expect(within(physics).getByText('Karim Adel')).toBeInTheDocument();
    expect(within(physics).getByText('Primary')).toBeInTheDocument();
    expect(within(physics).getByText('12 students enrolled')).toBeInTheDocument();
    expect(screen.getByText('Showing 1 to 20 of 45 subjects')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 3 · no search · 20 per page · loaded')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(pageButtons()).toEqual(['1', '2', '3']);
    expect(api.callsTo('GET /api/subjects')[0]?.search).toBe('?page=1&limit=20');

    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(await screen.findByText('Showing 41 to 45 of 45 subjects')).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Subject 3.0' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('moves a five-page window of buttons along with the current page', async () => {
    stubApi({
      ...me,
      'GET /api/subjects': ({ search }) =>
        subjectsReply(pageOf(Number(new URLSearchParams(search).get('page'))), 200),
    });
    renderApp('/subjects-admin', { user: admin });
    await screen.findByText('Showing 1 to 20 of 200 subjects');
    const user = userEvent.setup();

    expect(pageButtons()).toEqual(['1', '2', '3', '4', '5']);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Page 5' }));
    await screen.findByText('Showing 81 to 100 of 200 subjects');
    expect(pageButtons()).toEqual(['3', '4', '5', '6', '7']);
    expect(screen.getByRole('button', { name: 'Page 5' })).toHaveAttribute('aria-current', 'page');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Showing 101 to 120 of 200 subjects');
    expect(pageButtons()).toEqual(['4', '5', '6', '7', '8']);
    await user.click(screen.getByRole('button', { name: 'Page 8' }));
    await user.click(await screen.findByRole('button', { name: 'Page 10' }));
    await screen.findByText('Showing 181 to 200 of 200 subjects');
    expect(pageButtons()).toEqual(['6', '7', '8', '9', '10']);
  });

  it('searches on the server once typing pauses, from the first page', async () => {
    const api = stubApi({
      ...me,
      'GET /api/subjects': ({ search }) => {
        const page = Number(new URLSearchParams(search).get('page'));
        return subjectsReply(pageOf(page), 60);
      },
    });
    renderApp('/subjects-admin', { user: admin });
    await screen.findByText('Showing 1 to 20 of 60 subjects');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await screen.findByText('Showing 21 to 40 of 60 subjects');

    const searches = () => api.callsTo('GET /api/subjects').filter((call) => call.search.includes('search='));
    // Four keystrokes in one synchronous run: no timer can fire between them, whatever the
    // machine's load (user.type's own pauses outlasted the 500 ms on a busy 2-core machine).
    const box = screen.getByLabelText('Search subjects');
    for (const text of ['m', 'ma', 'mat', 'math']) fireEvent.change(box, { target: { value: text } });
    expect(searches()).toHaveLength(0);
    await waitFor(() => expect(searches()).toHaveLength(1));
    expect(searches()[0]?.search).toBe('?page=1&limit=20&search=math');
    expect(await screen.findByText('Page 1 of 3 · search "math" · 20 per page · loaded')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(searches()).toHaveLength(1);
  });

  it('shows "Failed to fetch subjects" with a retry, then "No subjects found"', async () => {
    let calls = 0;
    stubApi({
      ...me,
      'GET /api/subjects': () => {
        calls += 1;
        return calls === 1 ? { status: 500, body: { success: false, message: 'boom' } } : subjectsReply([]);
      },
    });
    renderApp('/subjects-admin', { user: admin });

    expect(await screen.findByText('Failed to fetch subjects')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('No subjects found')).toBeInTheDocument();
  });
});
