import { PASSWORD_MIN_LENGTH } from '@sabora/contract';
import { i18next } from '../i18n/i18n';

/** The checks a new password passes before it is sent, in the page's language; null when it is fine. */
export function newPasswordProblem(password: string, confirmation: string): string | null {
  if (password !== confirmation) return i18next.t('session.passwordsDoNotMatch');
  if (password.length < PASSWORD_MIN_LENGTH) {
    return i18next.t('session.passwordTooShort', { count: PASSWORD_MIN_LENGTH });
  }
  return null;
}
