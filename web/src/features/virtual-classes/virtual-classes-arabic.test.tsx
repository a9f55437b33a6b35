import { screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/factories';
import { stubApi } from '../../../test/fetch-stub';
import { classesReply, makeVirtualClass, minutesFromNow } from '../../../test/fixtures/virtual-classes';
import { meReply, renderApp } from '../../../test/render-app';

const student = makeUser({ role: 'student' });
const algebra = makeVirtualClass({
  _id: 'up-1',
  title: 'Algebra revision',
  scheduledDate: minutesFromNow(150),
  duration: 45,
});

describe('/virtual-classes in Arabic', { timeout: 20_000 }, () => {
  it('shows the heading, the sections, a card and its plurals from the Arabic catalogue', async () => {
    await i18next.changeLanguage('ar');
    stubApi({
      'GET /api/auth/me': meReply(student),
      'GET /api/virtual-classes/student/my-classes': classesReply([algebra]),
    });
    renderApp('/virtual-classes', { user: student });

    expect(await screen.findByRole('heading', { name: 'الفصول الافتراضية' })).toBeInTheDocument();
    // 30 takes the singular after numbers from 11 to 99, in Arabic digits.
    expect(screen.getByText('تحديث تلقائي كل ٣٠ ثانية')).toBeInTheDocument();
    const upcoming = await screen.findByRole('region', { name: 'الحصص القادمة (١)' });
    expect(screen.getByText('لا توجد حصص افتراضية منتهية.')).toBeInTheDocument();

    const card = within(within(upcoming).getByRole('listitem', { name: 'Algebra revision' }));
    // Arabic's dual: two hours is one word, not "2 hours".
    expect(card.getByText('تبدأ بعد ساعتين')).toBeInTheDocument();
    expect(card.getByText(/· ٤٥ دقيقة$/)).toBeInTheDocument();
    expect(card.getByText('المادة:')).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'انضم إلى الحصة' })).toBeEnabled();
  });
});
