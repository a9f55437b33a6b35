import { Button } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DueDatePicker } from '../../components/due-date-picker';
import { classStartOn, startNow } from './class-start';

interface ClassStartPickerProps {
  /** An ISO instant, or '' while none is picked. */
  value: string;
  error?: string;
  onChange: (iso: string) => void;
}

/** When a class starts: a date picker that defaults to a sensible hour, and "Start Now". */
export function ClassStartPicker({ value, error, onChange }: ClassStartPickerProps) {
  const { t } = useTranslation('virtual-classes-admin');
  return (
    <DueDatePicker
      label={t('fields.scheduledDate')}
      value={value}
      error={error}
      onChange={onChange}
      startOfPickedDay={(day) => classStartOn(day)}
      action={
        <Button
          variant="default"
          leftSection={<IconPlayerPlay size={14} />}
          onClick={() => onChange(startNow().toISOString())}
        >
          {t('form.startNow')}
        </Button>
      }
    />
  );
}
