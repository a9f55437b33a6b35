import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/**
 * Hands work in as a student does: the card's submit button, then the same button in the dialog
 * that lists the chosen files and asks first. Returns the names the dialog listed.
 */
export async function handIn(user: UserEvent, button: HTMLElement, label: string): Promise<string[]> {
  await user.click(button);
  const dialog = await screen.findByRole('dialog', { name: 'Hand in these files?' });
  const listed = within(dialog)
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '');
  await user.click(within(dialog).getByRole('button', { name: label }));
  return listed;
}
