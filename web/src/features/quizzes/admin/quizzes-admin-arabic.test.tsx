import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { makeUser } from '../../../../test/factories';
import { stubApi } from '../../../../test/fetch-stub';
import { listReply, makeQuestion, maths, physics } from '../../../../test/fixtures/questions';
import { makeQuiz, quizzesReply } from '../../../../test/fixtures/quizzes-admin';
import { subjectsReply } from '../../../../test/fixtures/subjects';
import { meReply, renderApp } from '../../../../test/render-app';
import { i18next } from '../../../lib/i18n/i18n';

const admin = makeUser({ role: 'admin' });
const questions = ['Domain of 1/x', 'Range of x²', 'Slope of y = 2x'].map((title) => makeQuestion({ title }));

describe('/quizzes-admin in Arabic', () => {
  afterEach(() => i18next.changeLanguage('en'));

  it('shows the page, a plural and the form with its messages in Arabic', async () => {
    await i18next.changeLanguage('ar');
    const api = stubApi({
      'GET /api/auth/me': meReply(admin),
      'GET /api/subjects': subjectsReply([maths, physics]),
      'GET /api/quizzes': quizzesReply([makeQuiz({ questions, attemptCount: 2 })]),
      'GET /api/question-bank': listReply(questions),
    });
    renderApp('/quizzes-admin', { user: admin });

    expect(await screen.findByRole('heading', { name: 'إدارة الاختبارات القصيرة' })).toBeInTheDocument();
    const card = await screen.findByRole('listitem', { name: 'Functions check' });
    expect(within(card).getByText('٣ أسئلة')).toBeInTheDocument();
    expect(within(card).getByText('محاولتان')).toBeInTheDocument();
    expect(screen.getByText('(اختبار واحد)')).toBeInTheDocument();

    const form = within(screen.getByRole('form', { name: 'إنشاء اختبار قصير' }));
    expect(form.getByText('يُرجى اختيار مادة أولًا.')).toBeInTheDocument();
    const when = form.getByRole('combobox', { name: /^عرض الإجابات الصحيحة/ });
    expect(
      within(when)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['بعد موعد التسليم', 'فور التسليم', 'أبدًا']);
    const user = userEvent.setup();
    await user.click(form.getByRole('button', { name: 'إنشاء الاختبار' }));
    expect(await form.findByText('حقل العنوان مطلوب')).toBeInTheDocument();

    await user.type(form.getByLabelText('العنوان'), 'اختبار الدوال');
    await user.click(form.getByRole('button', { name: 'إنشاء الاختبار' }));
    expect(await form.findByText('حقل تاريخ التسليم مطلوب')).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('POST /api/quizzes')).toHaveLength(0));
  });
});
