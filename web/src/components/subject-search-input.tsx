import { TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface SubjectSearchInputProps {
  value: string;
  onChange: (value: string) => void;
}

/** The subject search of the student's screens (/subjects, /library): matched by matchesSubject. */
export function SubjectSearchInput({ value, onChange }: SubjectSearchInputProps) {
  const { t } = useTranslation();
  return (
    <TextInput
      label={t('subjects.search')}
      placeholder={t('subjects.searchPlaceholder')}
      leftSection={<IconSearch size={16} />}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      maw={420}
    />
  );
}

/** A subject matches a search when its name, code or description holds it, ignoring case. */
export function matchesSubject(
  subject: { name: string; code: string; description: string },
  search: string,
): boolean {
  const text = search.trim().toLowerCase();
  return [subject.name, subject.code, subject.description].some((field) =>
    field.toLowerCase().includes(text),
  );
}
