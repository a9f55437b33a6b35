import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/factories';
import { stubApi } from '../../../test/fetch-stub';
import { maths } from '../../../test/fixtures/questions';
import { subjectsReply } from '../../../test/fixtures/subjects';
import { makeHomeworkSubmission, submissionsReply } from '../../../test/fixtures/submissions';
import { meReply, renderApp } from '../../../test/render-app';
// Loaded with the test file, so the route's lazy import finds it ready on a busy machine.
import './submissions-admin-page';
import { wholeText } from '../../../test/whole-text';

const teacher = makeUser({ role: 'teacher' });
const NAME = 'Youssef Mostafa — Quadratics homework';

describe('student submissions in Arabic', () => {
  it('reads the page, the card, its status and the grading dialog in Arabic', async () => {
    await i18next.changeLanguage('ar');
    stubApi({
      'GET /api/auth/me': meReply(teacher),
      'GET /api/subjects': subjectsReply([maths]),
      'GET /api/homework-submissions': submissionsReply([
        makeHomeworkSubmission({ status: 'graded', grade: 85, feedback: 'Well done.' }),
      ]),
    });
    renderApp('/student-submissions-admin', { user: teacher });

    expect(await screen.findByRole('heading', { name: 'تسليمات الطلاب' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'الاختبارات القصيرة' })).toBeInTheDocument();
    const card = within(await screen.findByRole('listitem', { name: NAME }));
    expect(card.getByText('مُقيَّم')).toBeInTheDocument();
    expect(card.getByText('الدرجة: ٨٥/١٠٠')).toBeInTheDocument();
    expect(card.getByText(wholeText('الملاحظات: Well done.'))).toBeInTheDocument();

    await userEvent.setup().click(card.getByRole('button', { name: `تعديل درجة \u2068${NAME}\u2069` }));
    const dialog = within(await screen.findByRole('dialog', { name: 'تعديل الدرجة' }));
    expect(dialog.getByRole('button', { name: 'حفظ الدرجة' })).toBeInTheDocument();
    expect(dialog.getByLabelText(/الدرجة \(٠–١٠٠\)/)).toHaveValue(85);
  });
});
