import { screen } from '@testing-library/react';
import i18next from 'i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../../test/factories';
import { stubApi } from '../../../test/fetch-stub';
import { calendarReply, makeCalendarEvent, march } from '../../../test/fixtures/student-home';
import { renderWithProviders } from '../../../test/render-with-providers';
import { DueDateCalendar } from './due-date-calendar';

const student = makeUser({ role: 'student' });

/** The weekday names along the top of the grid, first column first. */
const weekdayHeaders = (calendar: HTMLElement) =>
  [...calendar.querySelectorAll('[data-weekday]')].map((cell) => cell.textContent);

function renderCalendar() {
  stubApi({
    'GET /api/students/calendar-due-dates': calendarReply([
      makeCalendarEvent({ _id: 'h-1', dueDate: march(12, 9) }),
      makeCalendarEvent({ _id: 'h-2', title: 'Essay plan', dueDate: march(12, 11) }),
    ]),
  });
  return renderWithProviders(<DueDateCalendar />, { user: student });
}

describe("the due date calendar in the reader's language and week", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(2026, 2, 10, 12), shouldAdvanceTime: true });
  });

  it('starts the week on Sunday in English', async () => {
    const { container } = renderCalendar();
    expect(await screen.findByText('March 2026')).toBeInTheDocument();
    expect(weekdayHeaders(container)).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
    expect(screen.getByRole('button', { name: /: 2 due dates$/ })).toBeInTheDocument();
  });

  it('starts the week on Saturday in Arabic, with Arabic names, digits and plurals', async () => {
    await i18next.changeLanguage('ar');
    const { container } = renderCalendar();
    expect(await screen.findByText('مارس ٢٠٢٦')).toBeInTheDocument();
    const headers = weekdayHeaders(container);
    expect(headers[0]).toBe('السبت');
    expect(headers[6]).toBe('الجمعة');
    // March 2026 starts on a Sunday: one blank (Saturday) first, then 1 March in the second column.
    const cells = [...screen.getByRole('group', { name: 'مارس ٢٠٢٦' }).children].slice(7);
    expect(cells[0]?.textContent).toBe('');
    expect(cells[1]?.textContent).toBe('١');
    // Two things due on the 12th: Arabic's dual, not "2 due dates".
    expect(screen.getByRole('button', { name: /: موعدا تسليم$/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'الشهر التالي' })).toBeInTheDocument();
    expect(screen.getByText('اليوم')).toBeInTheDocument();
  });

  it("names the weekdays by their letter on a phone, where Arabic's whole names ran together", async () => {
    // A phone: narrower than Mantine's `sm`, which lib/use-phone.ts asks the browser about.
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('max-width'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    await i18next.changeLanguage('ar');
    const { container } = renderCalendar();
    expect(await screen.findByText('مارس ٢٠٢٦')).toBeInTheDocument();
    expect(weekdayHeaders(container)).toEqual(['س', 'ح', 'ن', 'ث', 'ر', 'خ', 'ج']);
  });
});
