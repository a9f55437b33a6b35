import { screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/factories';
import { stubApi } from '../../../test/fetch-stub';
import { listOf, makeStudent } from '../../../test/fixtures/students';
import { meReply, renderApp } from '../../../test/render-app';
// Loaded up front, so the route's lazy import finds the page ready.
import './students-page';

const admin = makeUser({ role: 'admin' });
const omar = makeStudent({ studentId: 'STU-0001', system: 'IGCSE', status: 'active' });
const laila = makeStudent({
  studentId: 'STU-0002',
  status: 'graduated',
  user: { ...omar.user, _id: 'user-laila', firstName: 'Laila', email: 'laila@sabora.test' },
});

describe('students admin in Arabic', { timeout: 15_000 }, () => {
  it('shows the heading, the table, the statuses and the count from the Arabic catalogue', async () => {
    await i18next.changeLanguage('ar');
    stubApi({ 'GET /api/auth/me': meReply(admin), 'GET /api/students': listOf([omar, laila]) });
    renderApp('/students-admin', { user: admin });

    expect(await screen.findByRole('heading', { name: 'إدارة الطلاب' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'إضافة طالب' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'الطلاب' });
    expect(within(table).getAllByRole('columnheader')[0]).toHaveTextContent('الاسم');
    expect(within(table).getByText('نشط')).toBeInTheDocument();
    expect(within(table).getByText('متخرج')).toBeInTheDocument();
    // Arabic's dual: two students is one word, not "2 students".
    expect(screen.getByText('طالبان')).toBeInTheDocument();
  });
});
