import { i18next } from './i18n/i18n';

/**
 * What to show for a server's success reply. Its `message` is English only (refusals carry a code
 * and are translated, lib/api-errors.ts; the 113 success texts do not): in English the server's own
 * words are shown (the product's texts), in any other language the screen's catalogue text for it.
 */
export function successText(serverMessage: string | undefined, own: string): string {
  const language = i18next.resolvedLanguage ?? i18next.language;
  return serverMessage && (!language || language === 'en') ? serverMessage : own;
}
