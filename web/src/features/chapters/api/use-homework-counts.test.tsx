import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../../test/factories';
import { stubApi } from '../../../../test/fetch-stub';
import { makeChapter } from '../../../../test/fixtures/chapters';
import { makeSubject } from '../../../../test/fixtures/subjects';
import { meReply, renderApp } from '../../../../test/render-app';
import { homeworkKeys } from '../../../lib/homeworks/keys';

const admin = makeUser({ role: 'admin' });
const base = {
  'GET /api/auth/me': meReply(admin),
  'GET /api/subjects/subject-1': { body: { success: true, data: makeSubject() } },
  'GET /api/chapters/subject/subject-1': {
    body: {
      success: true,
      data: [
        makeChapter({ _id: 'chapter-1', order: 1, title: 'Functions' }),
        makeChapter({ _id: 'chapter-2', order: 2, title: 'Limits' }),
        makeChapter({ _id: 'chapter-3', order: 3, title: 'Integrals' }),
      ],
    },
  },
};

describe('homework counts on the chapters admin page (/chapters-admin/:subjectId)', () => {
  it("shows each chapter's homework count from GET /chapters/{subjectId}/homework-counts", async () => {
    stubApi({
      ...base,
      'GET /api/chapters/subject-1/homework-counts': {
        body: { success: true, counts: { 'chapter-1': 3, 'chapter-2': 1, 'chapter-3': 0 } },
      },
    });
    renderApp('/chapters-admin/subject-1', { user: admin });

    const functions = await screen.findByRole('article', { name: 'Chapter 1: Functions' });
    expect(await within(functions).findByText('3 homeworks')).toBeInTheDocument();
    const limits = screen.getByRole('article', { name: 'Chapter 2: Limits' });
    expect(within(limits).getByText('1 homework')).toBeInTheDocument();
    const integrals = screen.getByRole('article', { name: 'Chapter 3: Integrals' });
    expect(within(integrals).getByText('0 homeworks')).toBeInTheDocument();
  });

  it('leaves the count out, rather than guess, when the counts cannot be read', async () => {
    const api = stubApi({
      ...base,
      'GET /api/chapters/subject-1/homework-counts': { status: 500, body: {} },
    });
    const { queryClient } = renderApp('/chapters-admin/subject-1', { user: admin });

    const functions = await screen.findByRole('article', { name: 'Chapter 1: Functions' });
    expect(api.callsTo('GET /api/chapters/subject-1/homework-counts')).toHaveLength(1);
    await waitFor(() =>
      expect(queryClient.getQueryState(homeworkKeys.countsByChapter('subject-1'))?.status).toBe('error'),
    );
    expect(within(functions).queryByText(/homeworks?$/)).not.toBeInTheDocument();
  });
});
