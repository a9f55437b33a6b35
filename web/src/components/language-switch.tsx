import { NativeSelect } from '@mantine/core';
import { LANGUAGES } from '@sabora/contract';
import { IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../lib/i18n/i18n';
import { isLanguage, LANGUAGE_NAMES, type Language } from '../lib/i18n/languages';

interface LanguageSwitchProps {
  /** After the page switched: the signed-in header saves it to the account, sign-in pages remember it was picked. */
  onPicked?: (language: Language) => void;
}

/**
 * The language choice of every header and sign-in page (issue 17): each language named in itself.
 * A native select: keyboard and phone pickers work as people know them, and it is on the first
 * page without a menu library (docs/decisions.md, "Issue 17 — languages").
 */
export function LanguageSwitch({ onPicked }: LanguageSwitchProps) {
  const { t, i18n } = useTranslation();
  const current = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';

  const pick = async (value: string) => {
    if (!isLanguage(value)) return;
    await changeLanguage(value);
    onPicked?.(value);
  };

  return (
    <NativeSelect
      aria-label={t('language.choose')}
      value={current}
      onChange={(event) => void pick(event.currentTarget.value)}
      leftSection={<IconLanguage size={16} aria-hidden />}
      size="xs"
      w={124}
      data={LANGUAGES.map((language) => ({ value: language, label: LANGUAGE_NAMES[language] }))}
    />
  );
}
