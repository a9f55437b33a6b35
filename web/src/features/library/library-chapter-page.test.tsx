import type { LibraryItem } from '@sabora/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../../test/factories';
import { stubApi } from '../../../test/fetch-stub';
import { chapterReply, makeLibraryItem, makeRecording } from '../../../test/fixtures/library';
import { stubNewTab } from '../../../test/fixtures/virtual-classes';
import { meReply, renderApp } from '../../../test/render-app';

const student = makeUser({ role: 'student', firstName: 'Omar' });
const CHAPTER = 'GET /api/library/chapter/chapter-1';
const PATH = '/library/subject-1/chapter-1';

const worksheet = makeLibraryItem();
const slides = makeLibraryItem({
  _id: 'item-2',
  title: 'Motion slides',
  description: 'The lesson slides.',
  tags: ['kinematics'],
  uploadedBy: null,
  downloadCount: 1,
  file: { originalName: 'motion.pptx', size: 5_120, mimeType: 'application/vnd.ms-powerpoint' },
});
const lecture = makeRecording();
const vimeo = makeRecording({
  _id: 'rec-2',
  title: 'Forces demo',
  viewCount: 2,
  recordingUrl: 'https://vimeo.com/76979871',
  recordingPlatform: 'vimeo',
});
const zoom = makeRecording({
  _id: 'rec-3',
  title: 'Revision session',
  viewCount: 2,
  recordingUrl: 'https://zoom.us/rec/share/abc123',
  recordingPlatform: 'zoom',
});

/** The server's chapter call over `items`: its type and search filters (title, description, tags). */
function chapterOf(items: LibraryItem[]) {
  return ({ search }: { search: string }) => {
    const query = new URLSearchParams(search);
    const text = query.get('search')?.toLowerCase() ?? '';
    const type = query.get('type');
    return chapterReply(
      items.filter(
        (item) =>
          (!type || item.type === type) &&
          [item.title, item.description, ...item.tags].some((field) => field.toLowerCase().includes(text)),
      ),
    );
  };
}

const rowOf = (title: string) => screen.getByRole('row', { name: new RegExp(title) });
const headersOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent);

afterEach(async () => {
  await i18next.changeLanguage('en');
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
  vi.restoreAllMocks();
});

describe('/library/{subjectId}/{chapterId}', () => {
  it('shows the chapter’s items in the table’s columns under a breadcrumb', async () => {
    stubApi({ 'GET /api/auth/me': meReply(student), [CHAPTER]: chapterOf([worksheet, slides, lecture]) });
    renderApp(PATH, { user: student });

    expect(await screen.findByRole('heading', { name: 'Chapter 1: Motion' })).toBeInTheDocument();
    const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    expect(crumbs.getByRole('link', { name: 'Digital Library' })).toHaveAttribute('href', '/library');
    expect(crumbs.getByRole('link', { name: 'IGCSE Physics' })).toHaveAttribute('href', '/library/subject-1');
    expect(crumbs.getByText('Chapter 1: Motion').parentElement).toHaveAttribute('aria-current', 'page');

    const table = screen.getByRole('table', { name: 'Chapter materials' });
    expect(headersOf(table)).toEqual(['Material', 'Type', 'Description', 'Uploaded By', 'Stats', 'Actions']);
    const cellsOf = (title: string) =>
      within(rowOf(title))
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cellsOf('Vectors worksheet')).toEqual([
      'Vectors worksheetvectors.pdf · 2.5 MBvectorsworksheet',
      'Material',
      'Adding and resolving vectors.',
      'Karim Adel',
      '4 downloads',
      'Download',
    ]);
    expect(cellsOf('Motion slides')).toEqual([
      'Motion slidesmotion.pptx · 5 KBkinematics',
      'Material',
      'The lesson slides.',
      '—',
      '1 download',
      'Download',
    ]);
    expect(cellsOf('Motion lecture')).toEqual([
      'Motion lectureYouTube · 45 minuteslecture',
      'Recording',
      'Speed, velocity and acceleration.',
      'Karim Adel',
      '1 view',
      'Watch',
    ]);
  });

  it('searches title, description and tags on the server once typing pauses, and filters by type', async () => {
    const api = stubApi({
      'GET /api/auth/me': meReply(student),
      [CHAPTER]: chapterOf([worksheet, slides, lecture, zoom]),
    });
    renderApp(PATH, { user: student });
    await screen.findByRole('row', { name: /Revision session/ });
    const user = userEvent.setup();

    // Keystrokes in one synchronous run, so no debounce timer can fire between them on a busy machine.
    const box = screen.getByLabelText('Search materials');
    for (const text of ['K', 'KIN', 'KINEMA', 'KINEMATICS'])
      fireEvent.change(box, { target: { value: text } });
    await waitFor(() =>
      expect(screen.queryByRole('row', { name: /Vectors worksheet/ })).not.toBeInTheDocument(),
    );
    expect(rowOf('Motion slides')).toBeInTheDocument();
    expect(new URLSearchParams(api.callsTo(CHAPTER).at(-1)?.search).get('search')).toBe('KINEMATICS');
    // One call for the page, one once the typing settled: no call per keystroke.
    expect(api.callsTo(CHAPTER)).toHaveLength(2);

    await user.clear(screen.getByLabelText('Search materials'));
    await user.selectOptions(screen.getByLabelText('Type'), 'Recordings');
    expect(await screen.findByRole('row', { name: /Motion lecture/ })).toBeInTheDocument();
    expect(screen.queryByRole('row', { name: /Motion slides/ })).not.toBeInTheDocument();
    expect(rowOf('Revision session')).toBeInTheDocument();
    expect(screen.queryByRole('row', { name: /Vectors worksheet/ })).not.toBeInTheDocument();
    const last = new URLSearchParams(api.callsTo(CHAPTER).at(-1)?.search);
    expect([last.get('type'), last.get('search')]).toEqual(['recording', null]);

    await user.selectOptions(screen.getByLabelText('Type'), 'Materials');
    expect(await screen.findByRole('row', { name: /Vectors worksheet/ })).toBeInTheDocument();
    expect(screen.queryByRole('row', { name: /Motion lecture/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('row', { name: /Revision session/ })).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('Search materials'), 'nothing like it');
    expect(await screen.findByText('No materials match "nothing like it"')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(screen.getByLabelText('Search materials')).toHaveValue('');
    expect(screen.getByLabelText('Type')).toHaveValue('');
    expect(await screen.findByRole('row', { name: /Vectors worksheet/ })).toBeInTheDocument();
  });

  it('says when the chapter holds nothing', async () => {
    stubApi({ 'GET /api/auth/me': meReply(student), [CHAPTER]: chapterReply([]) });
    renderApp(PATH, { user: student });

    expect(await screen.findByText('No materials found for this chapter.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it("says 'Failed to fetch materials' with the server's reason", async () => {
    stubApi({
      'GET /api/auth/me': meReply(student),
      [CHAPTER]: { status: 403, body: { success: false, message: 'You may not open this chapter' } },
    });
    renderApp(PATH, { user: student });

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Failed to fetch materials')).toBeInTheDocument();
    expect(within(alert).getByText('You may not open this chapter')).toBeInTheDocument();
  });

  it('downloads a material by POST with the session, saves it under its UTF-8 name, and shows the new count', async () => {
    let downloads = 4;
    const api = stubApi({
      'GET /api/auth/me': meReply(student),
      [CHAPTER]: () => chapterReply([{ ...worksheet, downloadCount: downloads }]),
      'POST /api/library/item-1/download': () => {
        downloads += 1;
        return {
          body: '%PDF-1.7',
          headers: {
            'Content-Disposition':
              'attachment; filename="Vectors _.pdf"; filename*=UTF-8\'\'%D9%85%D8%AA%D8%AC%D9%87%D8%A7%D8%AA%20%E2%82%AC.pdf',
          },
        };
      },
    });
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:vectors');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const saved: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this);
    });
    renderApp(PATH, { user: student });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Download Vectors worksheet' }));

    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.download).toBe('متجهات €.pdf');
    expect(saved[0]?.href).toBe('blob:vectors');
    expect(await createObjectURL.mock.calls[0]?.[0].text()).toBe(JSON.stringify('%PDF-1.7'));
    const [call] = api.callsTo('POST /api/library/item-1/download');
    expect(call?.headers.get('Authorization')).toBeNull();
    expect(call?.credentials).toBe('same-origin');
    expect(await within(rowOf('Vectors worksheet')).findByText('5 downloads')).toBeInTheDocument();
  });

  it("says 'Failed to download file' with the reason when the download is refused", async () => {
    stubApi({
      'GET /api/auth/me': meReply(student),
      [CHAPTER]: chapterReply([worksheet]),
      'POST /api/library/item-1/download': {
        status: 404,
        body: { success: false, message: 'File not found' },
      },
    });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderApp(PATH, { user: student });

    await userEvent.setup().click(await screen.findByRole('button', { name: 'Download Vectors worksheet' }));

    expect(await screen.findByText('Failed to download file: File not found')).toBeInTheDocument();
    expect(click).not.toHaveBeenCalled();
  });

  it.each([
    [
      'a YouTube',
      lecture,
      'Watch Motion lecture',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
      '2 views',
    ],
    ['a Vimeo', vimeo, 'Watch Forces demo', 'https://player.vimeo.com/video/76979871', '3 views'],
  ])(
    'plays %s recording in a dialog, counts the view and shows the new count',
    async (_, recording, button, src, counted) => {
      let views = recording.viewCount;
      const api = stubApi({
        'GET /api/auth/me': meReply(student),
        [CHAPTER]: () => chapterReply([{ ...recording, viewCount: views }]),
        [`POST /api/library/${recording._id}/view`]: () => {
          views += 1;
          return { body: { success: true, recordingUrl: recording.recordingUrl, viewCount: views } };
        },
      });
      const { open } = stubNewTab();
      renderApp(PATH, { user: student });

      await userEvent.setup().click(await screen.findByRole('button', { name: button }));

      const dialog = await screen.findByRole('dialog', { name: recording.title });
      expect(within(dialog).getByTitle(recording.title)).toHaveAttribute('src', src);
      expect(open).not.toHaveBeenCalled();
      await waitFor(() => expect(api.callsTo(`POST /api/library/${recording._id}/view`)).toHaveLength(1));
      expect(await within(rowOf(recording.title)).findByText(counted)).toBeInTheDocument();
    },
  );

  it('opens a recording hosted elsewhere in a new tab without access to this page, and counts the view', async () => {
    const api = stubApi({
      'GET /api/auth/me': meReply(student),
      [CHAPTER]: chapterReply([zoom]),
      'POST /api/library/rec-3/view': {
        body: { success: true, recordingUrl: zoom.recordingUrl, viewCount: 3 },
      },
    });
    const { open } = stubNewTab();
    renderApp(PATH, { user: student });

    await userEvent.setup().click(await screen.findByRole('button', { name: 'Open Revision session' }));

    expect(open).toHaveBeenCalledWith('https://zoom.us/rec/share/abc123', '_blank', 'noopener,noreferrer');
    await waitFor(() => expect(api.callsTo('POST /api/library/rec-3/view')).toHaveLength(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  // The chapter's page in Arabic, its type words and counts as Arabic plurals.
  it('shows the chapter, its columns and counts in Arabic', async () => {
    await i18next.changeLanguage('ar');
    stubApi({ 'GET /api/auth/me': meReply(student), [CHAPTER]: chapterOf([worksheet, slides, lecture]) });
    renderApp(PATH, { user: student });

    // The school's titles keep their own direction in Arabic sentences and names (FSI … PDI).
    expect(await screen.findByRole('heading', { name: 'الفصل ١: \u2068Motion\u2069' })).toBeInTheDocument();
    const crumbs = within(screen.getByRole('navigation', { name: 'مسار التنقل' }));
    expect(crumbs.getByRole('link', { name: 'المكتبة الرقمية' })).toHaveAttribute('href', '/library');
    const table = screen.getByRole('table', { name: 'مواد الفصل' });
    expect(headersOf(table)).toEqual([
      'المادة التعليمية',
      'النوع',
      'الوصف',
      'رفعها',
      'الإحصاءات',
      'الإجراءات',
    ]);
    expect(within(rowOf('Vectors worksheet')).getByText('٤ تنزيلات')).toBeInTheDocument();
    expect(within(rowOf('Motion slides')).getByText('تنزيل واحد')).toBeInTheDocument();
    expect(within(rowOf('Motion lecture')).getByText('مشاهدة واحدة')).toBeInTheDocument();
    expect(within(rowOf('Motion lecture')).getByText('YouTube · ٤٥ دقيقة')).toBeInTheDocument();
    expect(within(rowOf('Motion lecture')).getByText('تسجيل')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'مشاهدة \u2068Motion lecture\u2069' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'تنزيل \u2068Vectors worksheet\u2069' })).toBeInTheDocument();
  });
});
