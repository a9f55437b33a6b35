import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../../test/factories';
import { stubApi } from '../../../test/fetch-stub';
import { chapterReply, makeLibraryItem, makeRecording } from '../../../test/fixtures/library';
import { stubNewTab } from '../../../test/fixtures/virtual-classes';
import { meReply, renderApp } from '../../../test/render-app';

const student = makeUser({ role: 'student', firstName: 'Omar' });
const CHAPTER = 'GET /api/library/chapter/chapter-1';
const DOWNLOAD = 'POST /api/library/item-1/download';
const PATH = '/library/subject-1/chapter-1';

const worksheet = makeLibraryItem();
const lecture = makeRecording();
const zoom = makeRecording({
  _id: 'rec-3',
  title: 'Revision session',
  recordingUrl: 'https://zoom.us/rec/share/abc123',
  recordingPlatform: 'zoom',
  recordingDuration: 30,
});

const cardOf = (title: string) =>
  within(screen.getByRole('list', { name: 'Chapter materials' })).getByRole('listitem', { name: title });

/** The files handed to the browser: the links DownloadButton clicks, with their names. */
function stubSaving() {
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:file'), revokeObjectURL: vi.fn() });
  const saved: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  return saved;
}

const downloadReply = {
  body: '%PDF-1.7',
  headers: { 'Content-Disposition': 'attachment; filename="vectors.pdf"' },
};

/** The chapter of the worksheet alone, its download answered, the saved files recorded. */
function openWorksheet() {
  const api = stubApi({
    'GET /api/auth/me': meReply(student),
    [CHAPTER]: chapterReply([worksheet]),
    [DOWNLOAD]: downloadReply,
  });
  const saved = stubSaving();
  renderApp(PATH, { user: student });
  return { api, saved };
}

beforeEach(() => {
  // A phone: narrower than Mantine's `sm`, which lib/use-phone.ts asks the browser about.
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('max-width'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
  }));
});

afterEach(() => {
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
  vi.restoreAllMocks();
});

describe('/library/{subjectId}/{chapterId} on a phone', () => {
  it("shows one card per item with the table's columns and its button, and no sideways table", async () => {
    stubApi({ 'GET /api/auth/me': meReply(student), [CHAPTER]: chapterReply([worksheet, lecture]) });
    renderApp(PATH, { user: student });

    const list = await screen.findByRole('list', { name: 'Chapter materials' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((card) => card.getAttribute('aria-label')),
    ).toEqual(['Vectors worksheet', 'Motion lecture']);

    const sheet = within(cardOf('Vectors worksheet'));
    expect(sheet.getByText('Vectors worksheet')).toBeInTheDocument();
    expect(sheet.getByText('Material')).toBeInTheDocument();
    expect(sheet.getByText('vectors.pdf · 2.5 MB')).toBeInTheDocument();
    expect(sheet.getByText('Adding and resolving vectors.')).toBeInTheDocument();
    expect(sheet.getByText('worksheet')).toBeInTheDocument();
    expect(sheet.getByText('Uploaded By').nextSibling).toHaveTextContent('Karim Adel');
    expect(sheet.getByText('Stats').nextSibling).toHaveTextContent('4 downloads');
    expect(sheet.getByRole('button', { name: 'Download Vectors worksheet' })).toHaveTextContent('Download');
    // The card's one control is its button: nothing else in it is pressed or tabbed to.
    expect(sheet.getAllByRole('button')).toHaveLength(1);
    expect(sheet.queryByRole('link')).not.toBeInTheDocument();

    const video = within(cardOf('Motion lecture'));
    expect(video.getByText('Recording')).toBeInTheDocument();
    expect(video.getByText('YouTube · 45 minutes')).toBeInTheDocument();
    expect(video.getByText('Stats').nextSibling).toHaveTextContent('1 view');
    expect(video.getByRole('button', { name: 'Watch Motion lecture' })).toHaveTextContent('Watch');
    // The filters take the phone's width rather than a fixed one.
    expect(screen.getByLabelText('Search materials').closest('.mantine-TextInput-root')).toHaveStyle({
      width: '100%',
    });
  });

  it("downloads a material when its card is tapped away from its button, and shows the server's new count", async () => {
    let downloads = 4;
    const api = stubApi({
      'GET /api/auth/me': meReply(student),
      [CHAPTER]: () => chapterReply([{ ...worksheet, downloadCount: downloads }]),
      [DOWNLOAD]: () => {
        downloads += 1;
        return downloadReply;
      },
    });
    const saved = stubSaving();
    renderApp(PATH, { user: student });
    const user = userEvent.setup();

    await user.click(await screen.findByText('vectors.pdf · 2.5 MB'));

    await waitFor(() => expect(saved).toEqual(['vectors.pdf']));
    expect(api.callsTo(DOWNLOAD)).toHaveLength(1);
    expect(await within(cardOf('Vectors worksheet')).findByText('5 downloads')).toBeInTheDocument();
  });

  it('downloads once when the button itself is tapped', async () => {
    const { api, saved } = openWorksheet();

    await userEvent.setup().click(await screen.findByRole('button', { name: 'Download Vectors worksheet' }));

    await waitFor(() => expect(saved).toEqual(['vectors.pdf']));
    expect(api.callsTo(DOWNLOAD)).toHaveLength(1);
  });

  it('reaches the download by keyboard: one tab stop per card, its button, pressed with Enter', async () => {
    const { api, saved } = openWorksheet();
    const button = await screen.findByRole('button', { name: 'Download Vectors worksheet' });
    const user = userEvent.setup();

    // From the type filter, the field before the list, the next stop is the card's button.
    screen.getByLabelText('Type').focus();
    await user.tab();
    expect(button).toHaveFocus();
    expect(cardOf('Vectors worksheet')).not.toHaveAttribute('tabindex');
    await user.keyboard('{Enter}');

    await waitFor(() => expect(saved).toEqual(['vectors.pdf']));
    expect(api.callsTo(DOWNLOAD)).toHaveLength(1);
  });

  it('does not download when text of the card is being selected', async () => {
    const { api } = openWorksheet();
    const title = await screen.findByText('Vectors worksheet', { selector: 'p bdi' });
    vi.spyOn(window, 'getSelection').mockReturnValue({ toString: () => 'Vectors' } as Selection);

    fireEvent.click(title);

    // The card's press would have called at once; give a wrong call the time to show.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.callsTo(DOWNLOAD)).toHaveLength(0);
  });

  it('plays a recording in a dialog when its card is tapped, and counts the view once', async () => {
    let views = 1;
    const api = stubApi({
      'GET /api/auth/me': meReply(student),
      [CHAPTER]: () => chapterReply([{ ...lecture, viewCount: views }]),
      'POST /api/library/rec-1/view': () => {
        views += 1;
        return { body: { success: true, recordingUrl: lecture.recordingUrl, viewCount: views } };
      },
    });
    const { open } = stubNewTab();
    renderApp(PATH, { user: student });

    await userEvent.setup().click(await screen.findByText('Speed, velocity and acceleration.'));

    const dialog = await screen.findByRole('dialog', { name: 'Motion lecture' });
    expect(within(dialog).getByTitle('Motion lecture')).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    );
    expect(open).not.toHaveBeenCalled();
    await waitFor(() => expect(api.callsTo('POST /api/library/rec-1/view')).toHaveLength(1));
    expect(await within(cardOf('Motion lecture')).findByText('2 views')).toBeInTheDocument();
  });

  it('opens a recording hosted elsewhere in a new tab when its card is tapped', async () => {
    const api = stubApi({
      'GET /api/auth/me': meReply(student),
      [CHAPTER]: chapterReply([zoom]),
      'POST /api/library/rec-3/view': {
        body: { success: true, recordingUrl: zoom.recordingUrl, viewCount: 2 },
      },
    });
    const { open } = stubNewTab();
    renderApp(PATH, { user: student });

    await userEvent.setup().click(await screen.findByText('Zoom · 30 minutes'));

    expect(open).toHaveBeenCalledTimes(1);
    expect(open).toHaveBeenCalledWith('https://zoom.us/rec/share/abc123', '_blank', 'noopener,noreferrer');
    await waitFor(() => expect(api.callsTo('POST /api/library/rec-3/view')).toHaveLength(1));
    expect(
      within(cardOf('Revision session')).getByRole('button', { name: 'Open Revision session' }),
    ).toBeVisible();
  });

  it('names the cards and their buttons in Arabic', async () => {
    await i18next.changeLanguage('ar');
    stubApi({ 'GET /api/auth/me': meReply(student), [CHAPTER]: chapterReply([worksheet, lecture]) });
    renderApp(PATH, { user: student });

    const list = await screen.findByRole('list', { name: 'مواد الفصل' });
    const sheet = within(within(list).getByRole('listitem', { name: 'Vectors worksheet' }));
    expect(sheet.getByText('رفعها').nextSibling).toHaveTextContent('Karim Adel');
    expect(sheet.getByText('الإحصاءات').nextSibling).toHaveTextContent('٤ تنزيلات');
    expect(sheet.getByRole('button', { name: 'تنزيل \u2068Vectors worksheet\u2069' })).toBeInTheDocument();
    const video = within(within(list).getByRole('listitem', { name: 'Motion lecture' }));
    expect(video.getByText('تسجيل')).toBeInTheDocument();
    expect(video.getByRole('button', { name: 'مشاهدة \u2068Motion lecture\u2069' })).toBeInTheDocument();
  });
});
