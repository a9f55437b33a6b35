import { PASSWORD_MIN_LENGTH } from '@sabora/contract';

const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match!';
const PASSWORD_TOO_SHORT = `Password must be at least ${PASSWORD_MIN_LENGTH} characters long!`;

/** The checks a new password passes before it is sent; null when it is fine. */
export function newPasswordProblem(password: string, confirmation: string): string | null {
  if (password !== confirmation) return PASSWORDS_DO_NOT_MATCH;
  if (password.length < PASSWORD_MIN_LENGTH) return PASSWORD_TOO_SHORT;
  return null;
}
