import { Stack, Table, Text } from '@mantine/core';
import { AUDIT_NAMED_FIELDS, type AuditEntry } from '@sabora/contract';
import { useTranslation } from 'react-i18next';
import { DateTimeText, formatDateTime } from '../../../components/date-time-text';
import { UserText } from '../../../components/user-text';
import { i18next } from '../../../lib/i18n/i18n';
import { isolate } from '../../../lib/isolate';

/** How many items of a list (an import's student ids) are spelled out before "+N more". */
const LIST_SHOWN = 5;
const NONE = '—';

type Fields = AuditEntry['before'];
type Names = AuditEntry['names'];
const ns = 'audit' as const;

/** A moment as the server stores it ("2026-03-12T14:30:00.000Z"), read in the reader's time zone. */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;
const NAMED_FIELDS: readonly string[] = Object.values(AUDIT_NAMED_FIELDS);

/**
 * One recorded value in words: nothing is "—", a list is its items, a moment its local date and
 * time in the page's language, a yes/no in words, a subject's or chapter's id its name (or that it
 * no longer exists: the id itself is under the entry's Ids). Text the school typed (a name, a title,
 * feedback) keeps its own direction in the line (docs/i18n.md).
 */
export function valueText(value: unknown, field = '', names: Names = {}): string {
  if (value === null || value === undefined || value === '') return NONE;
  if (Array.isArray(value)) {
    if (value.length === 0) return NONE;
    const shown = value
      .slice(0, LIST_SHOWN)
      .map((item) => valueText(item, field, names))
      .join(', ');
    if (value.length <= LIST_SHOWN) return shown;
    return i18next.t('change.more', { ns, shown, count: value.length - LIST_SHOWN });
  }
  if (typeof value === 'boolean') return i18next.t(value ? 'change.yes' : 'change.no', { ns });
  if (typeof value === 'object') return JSON.stringify(value);
  const text = String(value);
  if (NAMED_FIELDS.includes(field)) {
    const name = names[text];
    return name === undefined ? i18next.t('change.gone', { ns }) : isolate(name);
  }
  if (INSTANT.test(text)) return formatDateTime(text);
  return typeof value === 'string' ? isolate(text) : text;
}

/** A before/after record as "Field: value" pairs in the page's language, "—" when there is none. */
export function fieldsText(fields: Fields, names: Names = {}): string {
  if (!fields || Object.keys(fields).length === 0) return NONE;
  return Object.entries(fields)
    .map(([key, value]) => {
      const label = i18next.t(`fields.${key}`, { ns, defaultValue: key });
      return `${label}: ${valueText(value, key, names)}`;
    })
    .join(', ');
}

/**
 * The Change column's lines, in the page's language: a grade as "70 → 85" (and its feedback when
 * that changed), else the fields, named in the page's language; texts are data, shown as stored.
 */
export function changeLines(entry: Pick<AuditEntry, 'action' | 'before' | 'after' | 'names'>): string[] {
  const { action, before, after, names } = entry;
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
  if (!after) return [fieldsText(before, names)];
  // Something left after the action (a deactivation's status, an import's ids): show where it went.
  const went = i18next.t('change.after', { ns, fields: fieldsText(after, names) });
  return before ? [fieldsText(before, names), went] : [went];
}

/**
 * The What column in the page's language: the action's summary filled from the entry's values
 * (the English is the server's `summary` word for word), each name and title isolated in it.
 * Entries older than those values show their stored English summary.
 */
export function whatText(entry: Pick<AuditEntry, 'action' | 'summary' | 'summaryParams'>): string {
  if (!entry.summaryParams) return entry.summary;
  const { kind, ...values } = entry.summaryParams;
  const isolated = Object.fromEntries(
    Object.entries(values).map(([name, value]) => [name, typeof value === 'string' ? isolate(value) : value]),
  );
  const kindText = typeof kind === 'string' ? i18next.t(`kinds.${kind}`, { ns, defaultValue: kind }) : kind;
  return i18next.t(`summaries.${entry.action}`, {
    ns,
    ...isolated,
    kind: kindText,
    defaultValue: entry.summary,
  });
}

/**
 * The entry's ids, on demand (a native disclosure: the keyboard and screen readers know it): the
 * entry's own, the record's, who did it, and each named subject or chapter.
 */
function EntryIds({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation('audit');
  const lines = [
    t('ids.entry', { id: entry._id }),
    ...(entry.entityId ? [t('ids.record', { id: entry.entityId })] : []),
    ...(entry.actor._id ? [t('ids.actor', { id: entry.actor._id })] : []),
    ...Object.entries(entry.names).map(([id, name]) => t('ids.named', { id, name: isolate(name) })),
  ];
  return (
    <Text component="details" size="xs" c="dimmed" mt={4}>
      <summary style={{ cursor: 'pointer' }}>{t('ids.show')}</summary>
      {lines.map((line) => (
        <Text key={line} size="xs" style={{ overflowWrap: 'anywhere' }} dir="auto">
          {line}
        </Text>
      ))}
    </Text>
  );
}

/** When, Who (name, email below), Action, What (its ids on demand), Change. */
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
                <Text size="sm">
                  <UserText>{entry.actor.name}</UserText>
                </Text>
                <Text size="xs" c="dimmed">
                  <UserText>{entry.actor.email}</UserText>
                </Text>
              </Table.Td>
              <Table.Td>{t(`actions.${entry.action}`, { defaultValue: entry.action })}</Table.Td>
              <Table.Td>
                <Text size="sm">{whatText(entry)}</Text>
                <EntryIds entry={entry} />
              </Table.Td>
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
