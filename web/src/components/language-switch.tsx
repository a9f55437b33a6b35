import { Group, NativeSelect, Text } from '@mantine/core';
import { LANGUAGES } from '@sabora/contract';
import { IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../lib/i18n/i18n';
import { isLanguage, LANGUAGE_NAMES, type Language } from '../lib/i18n/languages';
import { usePhone } from '../lib/use-phone';
import classes from './language-switch.module.css';

interface LanguageSwitchProps {
  /** After the page switched: the signed-in header saves it to the account, sign-in pages remember it was picked. */
  onPicked?: (language: Language) => void;
}

/**
 * The language choice of every header and sign-in page: each language named in itself.
 * A native select: keyboard and phone pickers work as people know them, and it is on the first
 * page without a menu library (docs/decisions.md, "Languages"). On a phone it shows
 * the language's code ("EN", "AR") in place of its name, so the signed-in header keeps the bell
 * and the account menu on a 360 px screen; its name and its list are the same
 * (docs/decisions.md, "Phones").
 */
export function LanguageSwitch({ onPicked }: LanguageSwitchProps) {
  const { t, i18n } = useTranslation();
  const phone = usePhone();
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
      leftSection={
        phone ? (
          <Group gap={4} wrap="nowrap" className={classes.compactSection} aria-hidden>
            <IconLanguage size={14} />
            <Text size="xs" fw={600} lh={1} dir="ltr">
              {current.toUpperCase()}
            </Text>
          </Group>
        ) : (
          <IconLanguage size={16} aria-hidden />
        )
      }
      leftSectionWidth={phone ? 44 : undefined}
      rightSectionWidth={phone ? 22 : undefined}
      classNames={phone ? { input: classes.compactInput } : undefined}
      size="xs"
      w={phone ? 66 : 124}
      data={LANGUAGES.map((language) => ({ value: language, label: LANGUAGE_NAMES[language] }))}
    />
  );
}
