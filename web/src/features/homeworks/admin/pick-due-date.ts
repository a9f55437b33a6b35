import { within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import dayjs from 'dayjs';

/**
 * Test helper: picks day 15 of the month the calendar opens on (the current one) in the due date
 * picker labelled `label` inside `container`; the picker's default time is 23:59. Returns the ISO
 * instant the form should send.
 */
export async function pickDueDate(user: UserEvent, container: HTMLElement, label = 'Due Date & Time') {
  const picker = within(container).getByLabelText(label);
  await user.click(picker);
  const dropdownId = picker.getAttribute('aria-controls');
  const dropdown = dropdownId ? document.getElementById(dropdownId) : null;
  if (!dropdown) throw new Error('the date picker did not open');
  const day = dayjs().date(15);
  await user.click(within(dropdown).getByRole('button', { name: day.format('D MMMM YYYY') }));
  await user.click(within(dropdown).getByRole('button', { name: 'Confirm date and time' }));
  return day.hour(23).minute(59).second(0).millisecond(0).toISOString();
}
