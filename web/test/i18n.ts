import i18next, { type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { I18N_OPTIONS, writeNumbersInReadersLocale } from '../src/lib/i18n/i18n';

// Component tests read every catalogue at once, in English unless a test switches: nothing
// suspends while a catalogue loads, so a render shows its text at once.
const files = import.meta.glob<{ default: ResourceKey }>('../src/locales/*/*.json', { eager: true });
const resources: Record<string, Record<string, ResourceKey>> = {};
for (const [file, module] of Object.entries(files)) {
  const [, language, namespace] = /locales\/([^/]+)\/([^/]+)\.json$/.exec(file) ?? [];
  if (!language || !namespace) continue;
  resources[language] ??= {};
  resources[language][namespace] = module.default;
}

await i18next
  .use(initReactI18next)
  .init({ ...I18N_OPTIONS, lng: 'en', ns: Object.keys(resources.en ?? {}), resources });
writeNumbersInReadersLocale(i18next);
