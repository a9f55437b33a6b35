import { failureMessage } from '../api-client';

/** Spec §5 and §8: the texts of the sign-in forms. */
export const FILL_ALL_FIELDS = 'Please fill in all fields';
export const LOGIN_FAILED = 'Login failed';
export const PARENT_LOGIN_FAILED = 'Parent login failed';
const LOGIN_UNEXPECTED = 'Login failed. Please try again.';
export const LOGIN_SUCCESS = 'Login successful! Redirecting...';

export function loginFailure(error: unknown, fallback: string): string {
  return failureMessage(error, fallback, LOGIN_UNEXPECTED);
}
export const PASSWORD_RESET_FAILED = 'Password reset failed';
