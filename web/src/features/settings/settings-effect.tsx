import { useEffect, useRef } from 'react';
import { takePickedLanguage } from '../../lib/i18n/picked-language';
import { useAuth } from '../../lib/session/auth-context';
import { useSaveSettings } from './api/use-save-settings';
import { useSettings } from './api/use-settings';
import { useApplySettings } from './use-apply-settings';

/**
 * Applies the signed-in user's saved settings when the app opens and whenever they change. A
 * language picked by hand on the sign-in pages just before is the user's latest choice: it is saved
 * to the account instead of being overridden by the older saved one (docs/i18n.md).
 */
export function SettingsEffect() {
  const { user, isLoading } = useAuth();
  const settings = useSettings(user !== null && !isLoading);
  const { mutate: save } = useSaveSettings();
  const apply = useApplySettings();
  const saved = user ? settings.data?.data : undefined;
  const saving = useRef(false);

  useEffect(() => {
    if (!saved || saving.current) return;
    const picked = takePickedLanguage();
    if (picked && picked !== saved.language) {
      saving.current = true;
      save({ ...saved, language: picked }, { onSettled: () => (saving.current = false) });
      return;
    }
    apply(saved);
  }, [saved, apply, save]);

  return null;
}
