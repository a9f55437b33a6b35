import { List, Text } from '@mantine/core';
import type { GradeHistoryEntry } from '@sabora/contract';
import { useTranslation } from 'react-i18next';
import { DateTimeText } from '../../components/date-time-text';

/** Every grade given, oldest first: who, when, old → new ('—' before the first grade). */
export function GradeHistoryList({ entries }: { entries: readonly GradeHistoryEntry[] }) {
  const { t } = useTranslation('submissions');
  const graderName = (entry: GradeHistoryEntry) =>
    entry.gradedBy
      ? `${entry.gradedBy.firstName} ${entry.gradedBy.lastName}`.trim()
      : t('history.removedAccount');
  return (
    <List size="sm" spacing={4} aria-label={t('history.label')}>
      {entries.map((entry) => (
        <List.Item key={`${entry.at}:${entry.newGrade}`}>
          <Text size="sm" span>
            {graderName(entry)} · <DateTimeText iso={entry.at} /> · {entry.oldGrade ?? '—'} → {entry.newGrade}
          </Text>
        </List.Item>
      ))}
    </List>
  );
}
