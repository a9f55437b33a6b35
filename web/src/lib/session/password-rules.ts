import { PASSWORD_MIN_LENGTH } from '@sabora/contract';
import { i18next } from '../i18n/i18n';

/**
 * The checks a new password passes before it is sent, in the page's language, each at its field:
 * too short at the password, not matching at its confirmation.
 */
export function newPasswordErrors(
  password: string,
  confirmation: string,
): { password?: string; confirm?: string } {
  return {
    ...(password.length < PASSWORD_MIN_LENGTH && {
      password: i18next.t('session.passwordTooShort', { count: PASSWORD_MIN_LENGTH }),
    }),
    ...(password !== confirmation && { confirm: i18next.t('session.passwordsDoNotMatch') }),
  };
}

/** The first of those checks the new password fails (a mismatch first); null when it is fine. */
export function newPasswordProblem(password: string, confirmation: string): string | null {
  const errors = newPasswordErrors(password, confirmation);
  return errors.confirm ?? errors.password ?? null;
}
