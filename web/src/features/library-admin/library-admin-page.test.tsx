import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/factories';
import { stubApi } from '../../../test/fetch-stub';
import { libraryReply, makeLibraryItem, makeRecording } from '../../../test/fixtures/library-admin';
import { forces, functions, IDS, limits, listReply, maths, physics } from '../../../test/fixtures/questions';
import { subjectsReply } from '../../../test/fixtures/subjects';
import { meReply, renderApp } from '../../../test/render-app';

const teacher = makeUser({ role: 'teacher' });
const material = makeLibraryItem();
const recording = makeRecording({
  uploadedBy: { firstName: 'Salma', lastName: 'Nour' },
  canManage: false,
});

const base = {
  'GET /api/auth/me': meReply(teacher),
  'GET /api/subjects': subjectsReply([maths, physics]),
  [`GET /api/chapters/subject/${IDS.maths}`]: listReply([functions, limits]),
  [`GET /api/chapters/subject/${IDS.physics}`]: listReply([forces]),
  'GET /api/library': libraryReply([material, recording]),
};

/** The query of each GET /api/library, as key=value pairs. */
const listQueries = (api: ReturnType<typeof stubApi>) =>
  api.callsTo('GET /api/library').map((call) => Object.fromEntries(new URLSearchParams(call.search)));

const rowOf = (title: string) => {
  const row = screen.getByText(title).closest('tr');
  if (!row) throw new Error(`no row for ${title}`);
  return within(row);
};

describe('library management (/library-admin)', () => {
  it('shows each item with its type, stats and uploader, with Edit and Delete only where allowed', async () => {
    stubApi(base);
    renderApp('/library-admin', { user: teacher });

    expect(await screen.findByRole('heading', { name: 'Library Management' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Library Resources' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(await screen.findByRole('table', { name: 'Library items' })).toBeInTheDocument();

    const materialRow = rowOf('Functions summary');
    expect(materialRow.getByText('Material')).toBeInTheDocument();
    expect(materialRow.getByText('12 downloads')).toBeInTheDocument();
    // The school's words keep their own direction: each is isolated from the page's (docs/i18n.md).
    expect(materialRow.getByText('Karim Adel').tagName).toBe('BDI');
    expect(materialRow.getByText('Functions summary').tagName).toBe('BDI');
    expect(materialRow.getByText('Chapter 1: Functions')).toBeInTheDocument();
    expect(materialRow.getByRole('link', { name: 'functions-summary.pdf (2 MB)' })).toHaveAttribute(
      'href',
      material.fileUrl,
    );
    expect(materialRow.getByRole('button', { name: 'Edit Functions summary' })).toBeInTheDocument();
    expect(materialRow.getByRole('button', { name: 'Delete Functions summary' })).toBeInTheDocument();

    const recordingRow = rowOf('Functions lesson');
    expect(recordingRow.getByText('Recording')).toBeInTheDocument();
    expect(recordingRow.getByText('31 views')).toBeInTheDocument();
    expect(recordingRow.getByText('Salma Nour')).toBeInTheDocument();
    // Not this teacher's subject: they may open it but not change it.
    expect(recordingRow.queryByRole('button', { name: /Edit/ })).not.toBeInTheDocument();
    expect(recordingRow.queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
  });

  it('asks for page 1 of 20, and for the chosen page through the pager', async () => {
    const api = stubApi({
      ...base,
      'GET /api/library': ({ search }) =>
        libraryReply([makeLibraryItem({ title: `Page ${new URLSearchParams(search).get('page')} item` })], 3),
    });
    const user = userEvent.setup();
    renderApp('/library-admin', { user: teacher });

    expect(await screen.findByText('Page 1 item')).toBeInTheDocument();
    expect(listQueries(api)[0]).toEqual({ page: '1', limit: '20' });

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('Page 2 item')).toBeInTheDocument();
    expect(listQueries(api).at(-1)).toEqual({ page: '2', limit: '20' });
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('filters by subject, then chapter (reset when the subject changes), type and a debounced search', async () => {
    const api = stubApi(base);
    const user = userEvent.setup();
    renderApp('/library-admin', { user: teacher });
    await screen.findByText('Functions summary');

    const subject = screen.getByRole('combobox', { name: 'Subject' });
    const chapter = screen.getByRole('combobox', { name: 'Chapter' });
    await waitFor(() => expect(subject).toBeEnabled());
    // Chapter waits for a subject.
    expect(chapter).toBeDisabled();

    await user.selectOptions(subject, IDS.maths);
    await waitFor(() => expect(chapter).toBeEnabled());
    await waitFor(() =>
      expect(listQueries(api).at(-1)).toEqual({ page: '1', limit: '20', subject: IDS.maths }),
    );

    await user.selectOptions(chapter, IDS.limits);
    await waitFor(() =>
      expect(listQueries(api).at(-1)).toEqual({
        page: '1',
        limit: '20',
        subject: IDS.maths,
        chapter: IDS.limits,
      }),
    );

    await user.selectOptions(subject, IDS.physics);
    await waitFor(() => expect(chapter).toHaveValue(''));
    await waitFor(() =>
      expect(listQueries(api).at(-1)).toEqual({ page: '1', limit: '20', subject: IDS.physics }),
    );

    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'recording');
    await waitFor(() =>
      expect(listQueries(api).at(-1)).toEqual({
        page: '1',
        limit: '20',
        subject: IDS.physics,
        type: 'recording',
      }),
    );

    await user.type(screen.getByRole('textbox', { name: 'Search' }), '  vectors ');
    await waitFor(() => expect(listQueries(api).at(-1)?.search).toBe('vectors'));
    // Debounced: the letters typed on the way are never sent.
    expect(listQueries(api).filter((query) => query.search !== undefined)).toHaveLength(1);
    expect(listQueries(api).at(-1)).toEqual({
      page: '1',
      limit: '20',
      subject: IDS.physics,
      type: 'recording',
      search: 'vectors',
    });
  });

  it('goes back to page 1 when a filter changes', async () => {
    const api = stubApi({ ...base, 'GET /api/library': libraryReply([material], 3) });
    const user = userEvent.setup();
    renderApp('/library-admin', { user: teacher });
    await screen.findByText('Functions summary');

    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(listQueries(api).at(-1)?.page).toBe('3'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'material');
    await waitFor(() =>
      expect(listQueries(api).at(-1)).toEqual({ page: '1', limit: '20', type: 'material' }),
    );
  });

  it('says so when nothing matches', async () => {
    stubApi({ ...base, 'GET /api/library': libraryReply([]) });
    renderApp('/library-admin', { user: teacher });

    expect(await screen.findByText('No library items found.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows "Failed to load library items" with Try Again', async () => {
    let fail = true;
    stubApi({
      ...base,
      'GET /api/library': () => (fail ? { status: 500, body: { success: false } } : libraryReply([material])),
    });
    const user = userEvent.setup();
    renderApp('/library-admin', { user: teacher });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load library items');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Functions summary')).toBeInTheDocument();
  });

  it('shows "Failed to load subjects" when the subjects fail', async () => {
    stubApi({
      ...base,
      'GET /api/subjects': { status: 500, body: { success: false } },
    });
    renderApp('/library-admin', { user: teacher });
    expect(await screen.findByText('Failed to load subjects')).toBeInTheDocument();
  });

  it('shows "Failed to load chapters" when the chosen subject\'s chapters fail', async () => {
    stubApi({
      ...base,
      [`GET /api/chapters/subject/${IDS.maths}`]: { status: 500, body: { success: false } },
    });
    const user = userEvent.setup();
    renderApp('/library-admin', { user: teacher });
    const subject = await screen.findByRole('combobox', { name: 'Subject' });
    await waitFor(() => expect(subject).toBeEnabled());

    await user.selectOptions(subject, IDS.maths);
    expect(await screen.findByText('Failed to load chapters')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Chapter' })).toBeDisabled();
  });
});
