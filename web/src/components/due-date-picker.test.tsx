import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render-with-providers';
import { DueDatePicker } from './due-date-picker';

async function openPicker() {
  renderWithProviders(<DueDatePicker label="Due" value="" onChange={() => {}} />);
  const user = userEvent.setup();
  const input = screen.getByLabelText('Due');
  await user.click(input);
  const dropdown = document.getElementById(input.getAttribute('aria-controls') ?? '');
  if (!dropdown) throw new Error('the date picker did not open');
  return dropdown;
}

/** The weekday names over the month's columns, first column first. */
const weekdayHeaders = (dropdown: HTMLElement) =>
  within(dropdown)
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent);

describe("the due date picker in the reader's language and week", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(2026, 2, 10, 12), shouldAdvanceTime: true });
  });

  it('starts the week on Sunday in English', async () => {
    const dropdown = await openPicker();
    expect(weekdayHeaders(dropdown)).toEqual(['Su', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa']);
  });

  it('speaks Arabic with Saturday first and Friday and Saturday as the weekend', async () => {
    await i18next.changeLanguage('ar');
    const dropdown = await openPicker();
    // dayjs's Arabic locale arrives lazily: then the month is named in Arabic.
    expect(await within(dropdown).findByText(/مارس/)).toBeInTheDocument();
    // Saturday (س) to Friday (ج).
    expect(weekdayHeaders(dropdown)).toEqual(['س', 'ح', 'ن', 'ث', 'ر', 'خ', 'ج']);
    // Friday and Saturday are the weekend: the first and last columns, for every day of the month.
    const days = [...dropdown.querySelectorAll('tbody tr')].flatMap((row) =>
      [...row.querySelectorAll('td')].flatMap((cell, column) => {
        const day = cell.querySelector('button');
        return day && !day.hasAttribute('data-outside')
          ? [{ column, weekend: day.hasAttribute('data-weekend') }]
          : [];
      }),
    );
    expect(days).toHaveLength(31);
    for (const { column, weekend } of days) expect(weekend).toBe(column === 0 || column === 6);
    expect(screen.getByText('اختر التاريخ والوقت')).toBeInTheDocument();
  });
});
