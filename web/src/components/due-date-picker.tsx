import '@mantine/dates/styles.css';
import { DateTimePicker } from '@mantine/dates';
import { IconCalendarEvent } from '@tabler/icons-react';
import dayjs from 'dayjs';

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
}

/**
 * A due date and time picked in the reader's time zone and handed over as an ISO instant
 * (`toISOString()`), which is what the API expects for `dueDate`.
 */
export function DueDatePicker({ label, value, onChange, description, error }: DueDatePickerProps) {
  return (
    <DateTimePicker
      label={label}
      description={description}
      error={error}
      placeholder="Pick a date and time"
      leftSection={<IconCalendarEvent size={16} />}
      valueFormat="DD MMM YYYY HH:mm"
      // A picked day is due at its end unless a time is chosen: the usual meaning of "due on".
      defaultTimeValue={END_OF_DAY}
      submitButtonProps={{ 'aria-label': 'Confirm date and time' }}
      nextLabel="Next month"
      previousLabel="Previous month"
      clearable
      value={value ? dayjs(value).format(PICKER_FORMAT) : null}
      onChange={(picked) => onChange(picked ? dayjs(picked).toISOString() : '')}
    />
  );
}
