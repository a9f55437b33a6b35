import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { makeChild, makeUser } from '../../../test/factories';
import { stubApi } from '../../../test/fetch-stub';
import { calendarReply } from '../../../test/fixtures/student-home';
import { attendanceReply, makeAttendanceEntry } from '../../../test/fixtures/virtual-classes';
import { meReply, renderApp } from '../../../test/render-app';
import { i18next } from '../../lib/i18n/i18n';

describe('/dashboard in Arabic', () => {
  afterEach(() => i18next.changeLanguage('en'));

  it("shows a teacher's overview with its plurals in Arabic", async () => {
    await i18next.changeLanguage('ar');
    const teacher = makeUser({ role: 'teacher', firstName: 'Karim', lastName: 'Adel' });
    stubApi({
      'GET /api/auth/me': meReply(teacher),
      'GET /api/staff/overview': {
        body: { success: true, data: { toGrade: { homework: 2, exam: 1, total: 3 }, upcoming: [] } },
      },
    });
    renderApp('/dashboard', { user: teacher });

    const toGrade = await screen.findByRole('region', { name: 'للتصحيح' });
    expect(
      await within(toGrade).findByText('٣ تسليمات تنتظر التصحيح: واجبان، امتحان واحد.'),
    ).toBeInTheDocument();
    expect(within(toGrade).getByRole('link', { name: 'صحّح التسليمات' })).toBeInTheDocument();
    expect(screen.getByText('لا شيء مطلوب في موادك.')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'حسابك' })).getByText('معلم')).toBeInTheDocument();
  });

  it("shows a parent each child's attendance in Arabic", async () => {
    await i18next.changeLanguage('ar');
    const parent = makeUser({ role: 'parent', firstName: 'Khaled', lastName: 'Mostafa' });
    stubApi({
      'GET /api/auth/me': meReply(parent),
      'GET /api/parents/me/children': { body: { success: true, data: [makeChild('child-1', 'Youssef')] } },
      'GET /api/students/calendar-due-dates': calendarReply([]),
      'GET /api/virtual-classes/attendance': attendanceReply(1, 1, [makeAttendanceEntry()]),
    });
    renderApp('/dashboard', { user: parent });

    expect(await screen.findByRole('heading', { name: 'حضور Youssef للحصص' })).toBeInTheDocument();
    expect(await screen.findByText('حضر ١ من حصتين')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'أحدث الحصص' })).toBeInTheDocument();
  });
});
