import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/factories';
import { stubApi } from '../../../test/fetch-stub';
import { subjectsReply } from '../../../test/fixtures/subjects';
import {
  makeEnrolled,
  makeStaffClass,
  maths,
  physics,
  staffClassesReply,
  statsReply,
  teachersReply,
} from '../../../test/fixtures/virtual-classes-admin';
import { meReply, renderApp } from '../../../test/render-app';

const admin = makeUser({ role: 'admin' });
const algebra = makeStaffClass({ enrolledStudents: [makeEnrolled(1), makeEnrolled(2)] });

describe('virtual classes management in Arabic', { timeout: 20_000 }, () => {
  it('shows the heading, a plural and the form with its field messages from the Arabic catalogue', async () => {
    await i18next.changeLanguage('ar');
    const api = stubApi({
      'GET /api/auth/me': meReply(admin),
      'GET /api/subjects': subjectsReply([maths, physics]),
      'GET /api/virtual-classes/stats/overview': statsReply,
      'GET /api/virtual-classes/teachers': teachersReply,
      'GET /api/virtual-classes': staffClassesReply([algebra]),
    });
    renderApp('/virtualclasses-admin', { user: admin });

    const list = within(await screen.findByRole('list', { name: 'الحصص الافتراضية' }));
    expect(screen.getByRole('heading', { name: 'إدارة الحصص الافتراضية' })).toBeInTheDocument();
    // Arabic's dual: two students is one word, not "2 students".
    const card = within(list.getByRole('listitem', { name: 'Algebra revision' }));
    expect(card.getByRole('button', { name: 'عرض المسجَّلين (طالبان)' })).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'إنشاء حصة جديدة' }));
    const form = within(await screen.findByRole('dialog', { name: 'إنشاء حصة جديدة' }));
    await waitFor(() => expect(form.getByLabelText('المادة')).toBeEnabled());
    await user.clear(form.getByLabelText('المدة (بالدقائق)'));
    await user.type(form.getByLabelText('المدة (بالدقائق)'), '10');
    await user.clear(form.getByLabelText('العام الدراسي'));
    await user.type(form.getByLabelText('العام الدراسي'), '2024-2026');
    await user.click(form.getByRole('button', { name: 'إنشاء الحصة' }));

    // The shared wording of a blank field, and the class's own rules, in Arabic digits.
    expect(await form.findByText('حقل العنوان مطلوب')).toBeInTheDocument();
    expect(form.getByText('يجب أن تكون قيمة المدة بين ١٥ و٤٨٠ دقيقة')).toBeInTheDocument();
    expect(form.getByText('يجب أن يكون العام الدراسي عامين متتاليين، مثل 2024-2025')).toBeInTheDocument();
    expect(api.callsTo('POST /api/virtual-classes')).toHaveLength(0);
  });
});
