import { isLanguage, type Language, PICKED_STORAGE_KEY } from './languages';

/** Remembers that the reader picked a language by hand while signed out. */
export function rememberPickedLanguage(language: Language): void {
  try {
    localStorage.setItem(PICKED_STORAGE_KEY, language);
  } catch {
    // Without storage the account's saved language applies after sign-in.
  }
}

/** The language picked while signed out, once: the sign-in that follows saves it to the account. */
export function takePickedLanguage(): Language | null {
  try {
    const picked = localStorage.getItem(PICKED_STORAGE_KEY);
    localStorage.removeItem(PICKED_STORAGE_KEY);
    return isLanguage(picked) ? picked : null;
  } catch {
    return null;
  }
}
