import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/factories';
import { stubApi } from '../../../test/fetch-stub';
import { makeLibraryChapter, makeLibrarySubject, subjectReply } from '../../../test/fixtures/library';
import { meReply, renderApp } from '../../../test/render-app';

const student = makeUser({ role: 'student', firstName: 'Omar' });
const physics = makeLibrarySubject();
const SUBJECT = 'GET /api/library/subjects/subject-1';

describe('/library/{subjectId}', () => {
  it("lists the chapters as 'Chapter {order}: {title}', each linking to its materials, under a breadcrumb", async () => {
    stubApi({
      'GET /api/auth/me': meReply(student),
      [SUBJECT]: subjectReply(physics, [
        makeLibraryChapter(),
        makeLibraryChapter({ _id: 'chapter-2', order: 2, title: 'Energy', itemCount: 1 }),
      ]),
    });
    renderApp('/library/subject-1', { user: student });

    expect(await screen.findByRole('heading', { name: 'IGCSE Physics' })).toBeInTheDocument();
    const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    expect(crumbs.getByRole('link', { name: 'Digital Library' })).toHaveAttribute('href', '/library');
    expect(crumbs.getByText('IGCSE Physics').parentElement).toHaveAttribute('aria-current', 'page');

    const chapters = within(screen.getByRole('list', { name: 'Chapters' }));
    expect(
      chapters.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Chapter 1: Motion', '/library/subject-1/chapter-1'],
      ['Chapter 2: Energy', '/library/subject-1/chapter-2'],
    ]);
    expect(chapters.getByText('2 items')).toBeInTheDocument();
    expect(chapters.getByText('1 item')).toBeInTheDocument();
  });

  it('says when the subject has no chapters', async () => {
    stubApi({ 'GET /api/auth/me': meReply(student), [SUBJECT]: subjectReply(physics, []) });
    renderApp('/library/subject-1', { user: student });

    expect(await screen.findByText('No chapters available for this subject.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Chapters' })).not.toBeInTheDocument();
  });

  it("says 'Failed to fetch chapters' with the server's reason, and asks again on Try Again", async () => {
    let fail = true;
    const api = stubApi({
      'GET /api/auth/me': meReply(student),
      [SUBJECT]: () =>
        fail
          ? { status: 404, body: { success: false, message: 'Subject not found' } }
          : subjectReply(physics, [makeLibraryChapter()]),
    });
    renderApp('/library/subject-1', { user: student });

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Failed to fetch chapters')).toBeInTheDocument();
    expect(within(alert).getByText('Subject not found')).toBeInTheDocument();

    fail = false;
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('link', { name: 'Chapter 1: Motion' })).toBeInTheDocument();
    expect(api.callsTo(SUBJECT)).toHaveLength(2);
  });
});
