import { useDirection } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { markDocument } from './i18n';
import { directionOf, isLanguage } from './languages';

/** Keeps `<html lang dir>` and Mantine's direction on the page's language as it changes. */
export function LanguageEffect() {
  const { i18n } = useTranslation();
  const { setDirection } = useDirection();
  const language = i18n.resolvedLanguage ?? i18n.language;
  useEffect(() => {
    if (!isLanguage(language)) return;
    markDocument(language);
    setDirection(directionOf(language));
  }, [language, setDirection]);
  return null;
}
