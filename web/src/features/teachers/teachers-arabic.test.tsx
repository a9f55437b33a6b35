import { screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/factories';
import { stubApi } from '../../../test/fetch-stub';
import { listOf, makeTeacher } from '../../../test/fixtures/students';
import { meReply, renderApp } from '../../../test/render-app';
// Loaded up front, so the route's lazy import finds the page ready.
import './teachers-page';

const admin = makeUser({ role: 'admin' });

describe('teachers admin in Arabic', { timeout: 15_000 }, () => {
  it('shows the heading, the add form and a card from the Arabic catalogue', async () => {
    await i18next.changeLanguage('ar');
    stubApi({
      'GET /api/auth/me': meReply(admin),
      'GET /api/teachers': listOf([
        makeTeacher({
          firstName: 'Karim',
          lastName: 'Adel',
          phone: null,
          subjects: [{ _id: 'subject-1', name: 'Physics', code: 'PHY', isPrimary: true }],
        }),
      ]),
    });
    renderApp('/teachers-admin', { user: admin });

    expect(await screen.findByRole('heading', { name: 'إدارة المعلمين' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'إضافة معلم' })).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: 'Karim Adel' });
    expect(within(card).getByText('لا يوجد هاتف')).toBeInTheDocument();
    expect(within(card).getByText('أساسي')).toBeInTheDocument();
    // The teacher's name keeps its own direction in the Arabic button name (FSI … PDI).
    expect(
      within(card).getByRole('button', { name: 'إسناد مادة إلى \u2068Karim Adel\u2069' }),
    ).toBeInTheDocument();
  });
});
