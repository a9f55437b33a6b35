/** The auth domain's cache keys: the signed-in user (the session) and an email being confirmed. */
export const authKeys = {
  all: ['auth'] as const,
  /** GET /auth/me: written by signing in and by a profile save, so the header follows at once. */
  me: () => [...authKeys.all, 'me'] as const,
  verifyEmail: (token: string) => [...authKeys.all, 'verify-email', token] as const,
};
