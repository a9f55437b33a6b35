import { useEffect } from 'react';
import { useAuth } from '../../lib/session/auth-context';
import { useSettings } from './api/use-settings';
import { useApplySettings } from './use-apply-settings';

/** Applies the signed-in user's saved settings when the app opens and whenever they change. */
export function SettingsEffect() {
  const { user, isLoading } = useAuth();
  const settings = useSettings(user !== null && !isLoading);
  const apply = useApplySettings();
  const saved = user ? settings.data?.data : undefined;

  useEffect(() => {
    if (saved) apply(saved);
  }, [saved, apply]);

  return null;
}
