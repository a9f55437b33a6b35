import { failureMessage } from '../api-client';
import { i18next } from '../i18n/i18n';

/**
 * The texts of the sign-in and password forms, in the page's language (the English ones word for
 * word as docs/product/rules.md, "Messages" gives them). Functions, so each reads the language of
 * the moment.
 */
const say = (
  key:
    | 'fillAllFields'
    | 'loginFailed'
    | 'parentLoginFailed'
    | 'loginUnexpected'
    | 'loginSuccess'
    | 'passwordResetFailed',
) => i18next.t(`session.${key}`);

export const fillAllFields = () => say('fillAllFields');
export const loginFailed = () => say('loginFailed');
export const parentLoginFailed = () => say('parentLoginFailed');
export const loginSuccess = () => say('loginSuccess');
export const passwordResetFailed = () => say('passwordResetFailed');

export function loginFailure(error: unknown, fallback: string): string {
  return failureMessage(error, fallback, say('loginUnexpected'));
}
