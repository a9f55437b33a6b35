import type { Role } from '@sabora/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { CenteredLoader } from '../../components/centered-loader';
import type { FromState } from '../../features/auth/use-sign-in';
import { useAuth } from '../../lib/session/auth-context';

interface RequireAuthProps {
  /** Who may open the page; absent means any signed-in user. */
  roles?: Role | readonly Role[];
  children: ReactNode;
}

/**
 * A visitor goes to /login (keeping where they came from), a user of another role goes
 * to /unauthorized, and a spinner shows while the stored session is being confirmed.
 */
export function RequireAuth({ roles, children }: RequireAuthProps) {
  const { user, isLoading } = useAuth();
  const { t } = useTranslation();
  const location = useLocation();

  if (isLoading) return <CenteredLoader label={t('app.checkingSession')} />;
  if (!user) {
    const state: FromState = { from: `${location.pathname}${location.search}${location.hash}` };
    return <Navigate to="/login" replace state={state} />;
  }
  const allowed = roles === undefined || (typeof roles === 'string' ? [roles] : roles).includes(user.role);
  if (!allowed) return <Navigate to="/unauthorized" replace />;
  return children;
}
