import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/factories';
import { stubApi } from '../../../test/fetch-stub';
import { makeChapter } from '../../../test/fixtures/chapters';
import { makeSubject } from '../../../test/fixtures/subjects';
import { meReply, renderApp } from '../../../test/render-app';

const student = makeUser({ role: 'student' });
const me = { 'GET /api/auth/me': meReply(student) };
const subjectReply = { body: { success: true, data: makeSubject() } };
const long = `${'b'.repeat(200)}AND-THE-END-OF-THE-CHAPTER`;
const chaptersReply = {
  body: {
    success: true,
    data: [
      makeChapter({ order: 1, title: 'Functions', content: long }),
      makeChapter({ order: 2, title: 'Limits', objectives: [] }),
    ],
  },
};

describe('chapters of a subject (/chapters/:subjectId)', () => {
  it('lists the chapters read-only, with a preview cut at 200 characters', async () => {
    stubApi({
      ...me,
      'GET /api/subjects/subject-1': subjectReply,
      'GET /api/chapters/subject/subject-1': chaptersReply,
    });
    renderApp('/chapters/subject-1', { user: student });

    expect(await screen.findByRole('heading', { name: 'Mathematics' })).toBeInTheDocument();
    const first = await screen.findByRole('article', { name: 'Chapter 1: Functions' });
    expect(within(first).getByText(`${'b'.repeat(200)}...`)).toBeInTheDocument();
    expect(within(first).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(within(first).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Subjects' })).toHaveAttribute('href', '/subjects');
    expect(screen.getByRole('link', { name: 'Sabora home' })).toHaveAttribute('href', '/home-students');
  });

  it('opens a popup with the full content, objectives and duration', async () => {
    stubApi({
      ...me,
      'GET /api/subjects/subject-1': subjectReply,
      'GET /api/chapters/subject/subject-1': chaptersReply,
    });
    renderApp('/chapters/subject-1', { user: student });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'View details of Chapter 1: Functions' }));

    const dialog = within(await screen.findByRole('dialog', { name: 'Chapter 1: Functions' }));
    expect(dialog.getByText(long)).toBeInTheDocument();
    expect(dialog.getByText('Define a function')).toBeInTheDocument();
    expect(dialog.getByText('Sketch a graph')).toBeInTheDocument();
    expect(dialog.getByText('Duration: 1.5 hours')).toBeInTheDocument();
  });

  it("says 'No chapters found for this subject' when there are none", async () => {
    stubApi({
      ...me,
      'GET /api/subjects/subject-1': subjectReply,
      'GET /api/chapters/subject/subject-1': { body: { success: true, data: [] } },
    });
    renderApp('/chapters/subject-1', { user: student });
    expect(await screen.findByText('No chapters found for this subject')).toBeInTheDocument();
  });

  it("shows 'Failed to fetch subject' for a subject the student cannot see", async () => {
    stubApi({
      ...me,
      'GET /api/subjects/subject-1': { status: 404, body: { success: false, message: 'Subject not found' } },
      'GET /api/chapters/subject/subject-1': {
        status: 404,
        body: { success: false, message: 'Subject not found' },
      },
    });
    renderApp('/chapters/subject-1', { user: student });
    expect(await screen.findByText('Failed to fetch subject')).toBeInTheDocument();
  });

  it("shows 'Failed to fetch chapters' when only the chapters fail", async () => {
    stubApi({
      ...me,
      'GET /api/subjects/subject-1': subjectReply,
      'GET /api/chapters/subject/subject-1': { status: 500, body: {} },
    });
    renderApp('/chapters/subject-1', { user: student });
    expect(await screen.findByText('Failed to fetch chapters')).toBeInTheDocument();
  });
});
