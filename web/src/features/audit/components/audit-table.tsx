import { Stack, Table, Text } from '@mantine/core';
import type { AuditEntry } from '@sabora/contract';
import { useTranslation } from 'react-i18next';
import { DateTimeText } from '../../../components/date-time-text';
import { i18next } from '../../../lib/i18n/i18n';

/** How many items of a list (an import's student ids) are spelled out before "+N more". */
const LIST_SHOWN = 5;
const NONE = '—';

type Fields = AuditEntry['before'];
const ns = 'audit' as const;

/** One recorded value in words: nothing is "—", a list is its items, an object its JSON. */
export function valueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return NONE;
  if (Array.isArray(value)) {
    if (value.length === 0) return NONE;
    const shown = value.slice(0, LIST_SHOWN).map(valueText).join(', ');
    if (value.length <= LIST_SHOWN) return shown;
    return i18next.t('change.more', { ns, shown, count: value.length - LIST_SHOWN });
  }
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** A before/after record as "key: value" pairs, "—" when there is none. */
export function fieldsText(fields: Fields): string {
  if (!fields || Object.keys(fields).length === 0) return NONE;
  return Object.entries(fields)
    .map(([key, value]) => `${key}: ${valueText(value)}`)
    .join(', ');
}

/**
 * The Change column's lines, in the page's language: a grade as "70 → 85" (and its feedback when
 * that changed), else the fields. The recorded field names and values are data, shown as stored.
 */
export function changeLines(entry: Pick<AuditEntry, 'action' | 'before' | 'after'>): string[] {
  const { action, before, after } = entry;
  if (action === 'grade.change') {
    const lines = [
      i18next.t('change.grade', { ns, before: valueText(before?.grade), after: valueText(after?.grade) }),
    ];
    const oldFeedback = valueText(before?.feedback);
    const newFeedback = valueText(after?.feedback);
    if (oldFeedback !== newFeedback) {
      lines.push(i18next.t('change.feedback', { ns, before: oldFeedback, after: newFeedback }));
    }
    return lines;
  }
  if (!after) return [fieldsText(before)];
  // Something left after the action (a deactivation's status, an import's ids): show where it went.
  const went = i18next.t('change.after', { ns, fields: fieldsText(after) });
  return before ? [fieldsText(before), went] : [went];
}

/**
 * The What column in the page's language: the action's summary filled from the entry's values
 * (the English is the server's `summary` word for word). Entries older than those values show
 * their stored English summary.
 */
export function whatText(entry: Pick<AuditEntry, 'action' | 'summary' | 'summaryParams'>): string {
  const params = entry.summaryParams;
  if (!params) return entry.summary;
  const kind =
    typeof params.kind === 'string'
      ? { kind: i18next.t(`kinds.${params.kind}`, { ns, defaultValue: params.kind }) }
      : {};
  return i18next.t(`summaries.${entry.action}`, { ns, ...params, ...kind, defaultValue: entry.summary });
}

/** When, Who (name, email below), Action, What, Change. */
export function AuditTable({ entries }: { entries: AuditEntry[] }) {
  const { t } = useTranslation('audit');
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped highlightOnHover aria-label={t('table.label')} verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('table.when')}</Table.Th>
            <Table.Th>{t('table.who')}</Table.Th>
            <Table.Th>{t('table.action')}</Table.Th>
            <Table.Th>{t('table.what')}</Table.Th>
            <Table.Th>{t('table.change')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry) => (
            <Table.Tr key={entry._id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <DateTimeText iso={entry.at} />
              </Table.Td>
              <Table.Td>
                <Text size="sm">{entry.actor.name}</Text>
                <Text size="xs" c="dimmed">
                  {entry.actor.email}
                </Text>
              </Table.Td>
              <Table.Td>{t(`actions.${entry.action}`, { defaultValue: entry.action })}</Table.Td>
              <Table.Td>{whatText(entry)}</Table.Td>
              <Table.Td>
                <Stack gap={2}>
                  {changeLines(entry).map((line) => (
                    <Text key={line} size="sm" style={{ overflowWrap: 'anywhere' }}>
                      {line}
                    </Text>
                  ))}
                </Stack>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
