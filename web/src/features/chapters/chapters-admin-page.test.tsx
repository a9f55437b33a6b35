import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/factories';
import { stubApi } from '../../../test/fetch-stub';
import { makeChapter } from '../../../test/fixtures/chapters';
import { makeSubject } from '../../../test/fixtures/subjects';
import { meReply, renderApp } from '../../../test/render-app';

const admin = makeUser({ role: 'admin' });
const subjectReply = { body: { success: true, data: makeSubject() } };
const chaptersReply = (chapters: object[]) => ({ body: { success: true, data: chapters } });
const base = { 'GET /api/auth/me': meReply(admin), 'GET /api/subjects/subject-1': subjectReply };

const long = `${'a'.repeat(200)}THE-REST-OF-THE-TEXT`;
const chapters = [
  makeChapter({ order: 1, title: 'Functions', content: long }),
  makeChapter({ order: 2, title: 'Limits', objectives: [], duration: 1 }),
  makeChapter({ order: 5, title: 'Integrals', description: '' }),
];

describe('chapters management (/chapters-admin/:subjectId)', () => {
  it("lists the subject's chapters with a 200-character preview, objectives and hours", async () => {
    stubApi({ ...base, 'GET /api/chapters/subject/subject-1': chaptersReply(chapters) });
    renderApp('/chapters-admin/subject-1', { user: admin });

    expect(await screen.findByRole('heading', { name: 'Mathematics' })).toBeInTheDocument();
    const first = await screen.findByRole('article', { name: 'Chapter 1: Functions' });
    expect(within(first).getByText(`${'a'.repeat(200)}...`)).toBeInTheDocument();
    expect(within(first).queryByText(/THE-REST-OF-THE-TEXT/)).not.toBeInTheDocument();
    expect(within(first).getByText('Define a function')).toBeInTheDocument();
    expect(within(first).getByText('1.5 hours')).toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: 'Chapter 2: Limits' })).getByText('1 hour'),
    ).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Chapter 5: Integrals' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Subjects' })).toHaveAttribute('href', '/subjects-admin');
  });

  it('adds a chapter after the highest order, keeping at least one objective and dropping blank ones', async () => {
    const api = stubApi({
      ...base,
      'GET /api/chapters/subject/subject-1': chaptersReply(chapters),
      'POST /api/chapters': {
        status: 201,
        body: { success: true, message: 'Chapter created', data: makeChapter({ order: 6 }) },
      },
    });
    renderApp('/chapters-admin/subject-1', { user: admin });
    await screen.findByRole('article', { name: 'Chapter 5: Integrals' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add Chapter' }));
    const form = within(await screen.findByRole('dialog', { name: 'Add Chapter' }));

    expect(form.getByLabelText('Order')).toHaveValue('6');
    expect(form.getByRole('button', { name: 'Remove objective 1' })).toBeDisabled();
    await user.click(form.getByRole('button', { name: 'Add Objective' }));
    await user.click(form.getByRole('button', { name: 'Add Objective' }));
    expect(form.getByRole('button', { name: 'Remove objective 1' })).toBeEnabled();
    await user.click(form.getByRole('button', { name: 'Remove objective 3' }));
    await user.click(form.getByRole('button', { name: 'Remove objective 2' }));
    expect(form.queryByLabelText('Objective 2')).not.toBeInTheDocument();
    expect(form.getByRole('button', { name: 'Remove objective 1' })).toBeDisabled();

    await user.click(form.getByRole('button', { name: 'Save Chapter' }));
    expect(await form.findByText('Title is required')).toBeInTheDocument();
    expect(api.callsTo('POST /api/chapters')).toHaveLength(0);

    await user.type(form.getByLabelText('Title'), 'Sequences');
    await user.type(form.getByLabelText('Objective 1'), 'Spot a pattern');
    await user.click(form.getByRole('button', { name: 'Add Objective' }));
    await user.clear(form.getByLabelText('Duration (hours)'));
    await user.type(form.getByLabelText('Duration (hours)'), '2.5');
    const listCalls = api.callsTo('GET /api/chapters/subject/subject-1').length;
    await user.click(form.getByRole('button', { name: 'Save Chapter' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST /api/chapters')[0]?.body).toEqual({
      subject: 'subject-1',
      title: 'Sequences',
      description: '',
      order: 6,
      content: '',
      objectives: ['Spot a pattern'],
      duration: 2.5,
    });
    await waitFor(() =>
      expect(api.callsTo('GET /api/chapters/subject/subject-1').length).toBeGreaterThan(listCalls),
    );
  }, 15_000);

  it('starts the first chapter at order 1, and says so when there are none', async () => {
    stubApi({ ...base, 'GET /api/chapters/subject/subject-1': chaptersReply([]) });
    renderApp('/chapters-admin/subject-1', { user: admin });

    expect(await screen.findByText('No chapters found for this subject')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add Chapter' }));
    const form = within(await screen.findByRole('dialog', { name: 'Add Chapter' }));
    expect(form.getByLabelText('Order')).toHaveValue('1');
  });

  it('edits a chapter with PUT, and shows "Failed to save chapter" when the server gives no reason', async () => {
    const api = stubApi({
      ...base,
      'GET /api/chapters/subject/subject-1': chaptersReply(chapters),
      'PUT /api/chapters/chapter-2': { status: 500, body: {} },
    });
    renderApp('/chapters-admin/subject-1', { user: admin });
    const card = await screen.findByRole('article', { name: 'Chapter 2: Limits' });
    const user = userEvent.setup();
    await user.click(within(card).getByRole('button', { name: 'Edit' }));
    const form = within(await screen.findByRole('dialog', { name: 'Edit Chapter' }));

    expect(form.getByLabelText('Title')).toHaveValue('Limits');
    expect(form.getByLabelText('Order')).toHaveValue('2');
    await user.clear(form.getByLabelText('Title'));
    await user.type(form.getByLabelText('Title'), 'Limits and continuity');
    await user.click(form.getByRole('button', { name: 'Save Chapter' }));

    expect(await form.findByText('Failed to save chapter')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/chapters/chapter-2')[0]?.body).toMatchObject({
      title: 'Limits and continuity',
      order: 2,
      objectives: [],
    });
  });

  it('asks before deleting a chapter and shows "Failed to delete chapter" when it fails', async () => {
    const api = stubApi({
      ...base,
      'GET /api/chapters/subject/subject-1': chaptersReply(chapters),
      'DELETE /api/chapters/chapter-1': { status: 500, body: {} },
    });
    renderApp('/chapters-admin/subject-1', { user: admin });
    const card = await screen.findByRole('article', { name: 'Chapter 1: Functions' });
    const user = userEvent.setup();
    await user.click(within(card).getByRole('button', { name: 'Delete' }));
    const dialog = within(await screen.findByRole('dialog'));

    expect(dialog.getByText('Are you sure you want to delete this chapter?')).toBeInTheDocument();
    expect(api.callsTo('DELETE /api/chapters/chapter-1')).toHaveLength(0);
    await user.click(dialog.getByRole('button', { name: 'Delete' }));
    expect(await dialog.findByText('Failed to delete chapter')).toBeInTheDocument();
    expect(api.callsTo('DELETE /api/chapters/chapter-1')).toHaveLength(1);
  });

  it("shows 'Failed to fetch data' when the chapters cannot be loaded", async () => {
    stubApi({ ...base, 'GET /api/chapters/subject/subject-1': { status: 500, body: {} } });
    renderApp('/chapters-admin/subject-1', { user: admin });

    expect(await screen.findByText('Failed to fetch data')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });

  // The screen in Arabic; hours and homework counts are real Arabic plurals, and the
  // form's field messages come from the catalogue.
  it('shows the chapters, their plurals and the form in Arabic', async () => {
    await i18next.changeLanguage('ar');
    stubApi({
      ...base,
      'GET /api/chapters/subject/subject-1': chaptersReply([
        makeChapter({ order: 1, title: 'Functions', duration: 2 }),
        makeChapter({ order: 2, title: 'Limits', duration: 1 }),
      ]),
      'GET /api/chapters/subject-1/homework-counts': {
        body: { success: true, counts: { 'chapter-1': 3, 'chapter-2': 1 } },
      },
    });
    renderApp('/chapters-admin/subject-1', { user: admin });

    // The chapter's title keeps its own direction in the Arabic heading (FSI … PDI).
    const first = await screen.findByRole('article', { name: 'الفصل ١: \u2068Functions\u2069' });
    expect(within(first).getByText('ساعتان')).toBeInTheDocument();
    expect(await within(first).findByText('٣ واجبات')).toBeInTheDocument();
    const second = screen.getByRole('article', { name: 'الفصل ٢: \u2068Limits\u2069' });
    expect(within(second).getByText('ساعة واحدة')).toBeInTheDocument();
    expect(within(second).getByText('واجب واحد')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'العودة إلى المواد' })).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'إضافة فصل' }));
    const form = within(await screen.findByRole('dialog', { name: 'إضافة فصل' }));
    await user.click(form.getByRole('button', { name: 'حفظ الفصل' }));
    expect(await form.findByText('حقل العنوان مطلوب')).toBeInTheDocument();
  });
});
