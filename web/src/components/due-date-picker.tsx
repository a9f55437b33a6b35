import '@mantine/dates/styles.css';
import { Group, Text } from '@mantine/core';
import { DatesProvider, DateTimePicker } from '@mantine/dates';
import { isPastDueDate } from '@sabora/contract';
import { IconCalendarEvent } from '@tabler/icons-react';
import dayjs, { type Dayjs } from 'dayjs';
import type { TFunction } from 'i18next';
import { type ReactNode, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useDayjsLocale } from '../lib/i18n/dayjs-locale';
import { weekOf } from '../lib/i18n/languages';

/** The picker's own value: local wall-clock time as 'YYYY-MM-DD HH:mm:ss'. */
const PICKER_FORMAT = 'YYYY-MM-DD HH:mm:ss';
const END_OF_DAY = '23:59';

interface DueDatePickerProps {
  label: string;
  /** An ISO 8601 instant, or '' while none is picked. */
  value: string;
  onChange: (iso: string) => void;
  description?: string;
  error?: string | null;
  /**
   * When a day picked into the empty picker (no time typed) starts, for a caller whose default is
   * not "due at the end of the day" (a class starts at a sensible hour). It may move to another day.
   * Without it a picked day is at 23:59, and a new day keeps the time already chosen.
   */
  startOfPickedDay?: (day: Dayjs) => Dayjs;
  /** A control beside the field, inside its label and error (e.g. "Start Now"). */
  action?: ReactNode;
  /**
   * `refuse` (a new homework, exam or quiz) offers no past day and says at the field when
   * the time picked has passed; `warn` (editing one) allows it with a warning.
   */
  pastDates?: 'refuse' | 'warn';
}

/**
 * What the field says about a picked time that has passed, for `pastDates`: refused, the server's
 * rule in the form's words ("Due date " + PAST_DUE_DATE_MESSAGE in English); or a warning.
 */
function pastDueDateNote(
  t: TFunction<'common'>,
  value: string,
  pastDates: 'refuse' | 'warn' | undefined,
  now = new Date(),
) {
  if (!value || !pastDates || !isPastDueDate(new Date(value), now)) return null;
  return pastDates === 'refuse' ? t('datePicker.pastRefused') : t('datePicker.pastWarning');
}

/**
 * A due date and time picked in the reader's time zone and handed over as an ISO instant
 * (`toISOString()`), which is what the API expects for `dueDate`. The calendar speaks the reader's
 * language and week (Saturday first, Friday and Saturday the weekend in Arabic).
 */
export function DueDatePicker({
  label,
  value,
  onChange,
  description,
  error,
  startOfPickedDay,
  action,
  pastDates,
}: DueDatePickerProps) {
  const { t, i18n } = useTranslation();
  const locale = useDayjsLocale();
  // The week is known at once; the month and day names follow when dayjs's locale has loaded.
  const week = weekOf(i18n.resolvedLanguage);
  const note = pastDueDateNote(t, value, pastDates);
  // Whether the reader typed a time since the picker was last empty: then a picked day keeps it.
  const timeTyped = useRef(false);
  // Mantine gives a newly picked day `defaultTimeValue`; with `startOfPickedDay` the time is set in
  // onChange instead, so a picked day keeps the time already shown (or gets the caller's default).
  const defaultTimeValue = startOfPickedDay ? (value ? dayjs(value).format('HH:mm') : undefined) : END_OF_DAY;
  return (
    <DatesProvider settings={{ locale, firstDayOfWeek: week.firstDay, weekendDays: week.weekend }}>
      <DateTimePicker
        label={label}
        description={
          pastDates === 'warn' && note ? (
            <Text component="span" size="xs" c="orange.8">
              {note}
            </Text>
          ) : (
            description
          )
        }
        error={error ?? (pastDates === 'refuse' ? note : null)}
        {...(pastDates === 'refuse' && { minDate: dayjs().startOf('day').toDate() })}
        placeholder={t('datePicker.placeholder')}
        leftSection={<IconCalendarEvent size={16} />}
        valueFormat="DD MMM YYYY HH:mm"
        // A picked day is due at its end unless a time is chosen: the usual meaning of "due on".
        defaultTimeValue={defaultTimeValue}
        timePickerProps={{
          onChange: () => {
            timeTyped.current = true;
          },
        }}
        submitButtonProps={{ 'aria-label': t('datePicker.confirm') }}
        nextLabel={t('calendar.nextMonth')}
        previousLabel={t('calendar.previousMonth')}
        clearable
        {...(action && {
          inputContainer: (input: ReactNode) => (
            <Group gap="xs" wrap="nowrap">
              <div style={{ flex: 1, minWidth: 0 }}>{input}</div>
              {action}
            </Group>
          ),
        })}
        value={value ? dayjs(value).format(PICKER_FORMAT) : null}
        onChange={(picked) => {
          if (!picked) {
            timeTyped.current = false;
            onChange('');
            return;
          }
          const when =
            startOfPickedDay && !value && !timeTyped.current
              ? startOfPickedDay(dayjs(picked))
              : dayjs(picked);
          onChange(when.toISOString());
        }}
      />
    </DatesProvider>
  );
}
