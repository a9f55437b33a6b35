import { Button, Menu } from '@mantine/core';
import { LANGUAGES } from '@sabora/contract';
import { IconCheck, IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../lib/i18n/i18n';
import { isLanguage, LANGUAGE_NAMES, type Language } from '../lib/i18n/languages';

interface LanguageSwitchProps {
  /** After the page switched: the signed-in header saves it to the account, sign-in pages remember it was picked. */
  onPicked?: (language: Language) => void;
}

/** The language menu of every header and sign-in page (issue 17): each language named in itself. */
export function LanguageSwitch({ onPicked }: LanguageSwitchProps) {
  const { t, i18n } = useTranslation();
  const current = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';

  const pick = async (language: Language) => {
    await changeLanguage(language);
    onPicked?.(language);
  };

  return (
    <Menu position="bottom-end" shadow="md">
      <Menu.Target>
        <Button
          variant="subtle"
          color="gray"
          leftSection={<IconLanguage size={18} aria-hidden />}
          aria-label={`${LANGUAGE_NAMES[current]} — ${t('language.choose')}`}
        >
          <span lang={current}>{LANGUAGE_NAMES[current]}</span>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {LANGUAGES.map((language) => (
          <Menu.Item
            key={language}
            lang={language}
            onClick={() => void pick(language)}
            rightSection={language === current ? <IconCheck size={14} aria-hidden /> : null}
            aria-current={language === current ? 'true' : undefined}
          >
            {LANGUAGE_NAMES[language]}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
