import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { makeUser } from '../../../../test/factories';
import { stubApi } from '../../../../test/fetch-stub';
import { homeworksReply, makeHomework } from '../../../../test/fixtures/homeworks-admin';
import { functions, IDS, limits, listReply, maths } from '../../../../test/fixtures/questions';
import { subjectsReply } from '../../../../test/fixtures/subjects';
import { meReply, renderApp } from '../../../../test/render-app';
import { i18next } from '../../../lib/i18n/i18n';

const admin = makeUser({ role: 'admin' });

describe('/homework-admin in Arabic', () => {
  afterEach(() => i18next.changeLanguage('en'));

  it('shows the page, a plural and the form with its field messages in Arabic', async () => {
    await i18next.changeLanguage('ar');
    const api = stubApi({
      'GET /api/auth/me': meReply(admin),
      'GET /api/subjects': subjectsReply([maths]),
      [`GET /api/chapters/subject/${IDS.maths}`]: listReply([functions, limits]),
      'GET /api/question-bank': listReply([]),
      'GET /api/homeworks': homeworksReply([makeHomework({ title: 'Functions worksheet' })]),
    });
    renderApp('/homework-admin', { user: admin });

    expect(await screen.findByRole('heading', { name: 'إدارة الواجبات' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'الواجبات' });
    expect(within(table).getByRole('columnheader', { name: 'الفصل' })).toBeInTheDocument();

    const form = within(screen.getByRole('form', { name: 'رفع واجب' }));
    expect(form.getByText('لم يُرفق أي سؤال')).toBeInTheDocument();
    await userEvent.setup().click(form.getByRole('button', { name: 'رفع واجب' }));
    expect(await form.findByText('حقل العنوان مطلوب')).toBeInTheDocument();
    expect(form.getByText('حقل تاريخ التسليم مطلوب')).toBeInTheDocument();
    expect(api.callsTo('POST /api/homeworks')).toHaveLength(0);
  });
});
