import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { makeUser } from '../../../../test/factories';
import { stubApi } from '../../../../test/fetch-stub';
import { examsReply, makeExam } from '../../../../test/fixtures/exams-admin';
import { maths, physics } from '../../../../test/fixtures/questions';
import { subjectsReply } from '../../../../test/fixtures/subjects';
import { meReply, renderApp } from '../../../../test/render-app';
import { i18next } from '../../../lib/i18n/i18n';

const teacher = makeUser({ role: 'teacher' });

describe('/exams-admin in Arabic', () => {
  afterEach(() => i18next.changeLanguage('en'));

  it('shows the page, a plural and the form with its field messages in Arabic', async () => {
    await i18next.changeLanguage('ar');
    const api = stubApi({
      'GET /api/auth/me': meReply(teacher),
      'GET /api/subjects': subjectsReply([maths, physics]),
      'GET /api/exams': examsReply(
        [
          makeExam(),
          makeExam({ _id: 'x2', title: 'Retake', reopened: true }),
          makeExam({ _id: 'x3', title: 'Mock' }),
        ],
        3,
      ),
    });
    renderApp('/exams-admin', { user: teacher });

    expect(await screen.findByRole('heading', { name: 'إدارة الامتحانات' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'الامتحانات' });
    expect(within(table).getAllByText('مفتوح')).toHaveLength(2);
    expect(within(table).getByText('أُعيد فتحه')).toBeInTheDocument();
    expect(screen.getByText('٣ امتحانات · الصفحة ١ من ١')).toBeInTheDocument();

    const form = within(screen.getByRole('form', { name: 'رفع امتحان' }));
    await userEvent.setup().click(form.getByRole('button', { name: 'رفع امتحان' }));
    expect(await form.findByText('حقل العنوان مطلوب')).toBeInTheDocument();
    expect(form.getByText('حقل تاريخ التسليم مطلوب')).toBeInTheDocument();
    expect(api.callsTo('POST /api/exams')).toHaveLength(0);
  });
});
