import { Stack, Table, Text } from '@mantine/core';
import { AUDIT_ACTION_LABELS, type AuditEntry } from '@sabora/contract';
import { DateTimeText } from '../../../components/date-time-text';

/** How many items of a list (an import's student ids) are spelled out before "+N more". */
const LIST_SHOWN = 5;
const NONE = '—';

type Fields = AuditEntry['before'];

/** One recorded value in words: nothing is "—", a list is its items, an object its JSON. */
export function valueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return NONE;
  if (Array.isArray(value)) {
    if (value.length === 0) return NONE;
    const shown = value.slice(0, LIST_SHOWN).map(valueText).join(', ');
    return value.length > LIST_SHOWN ? `${shown} (+${value.length - LIST_SHOWN} more)` : shown;
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

/** The Change column's lines: a grade as "70 → 85" (and its feedback when that changed), else the fields. */
export function changeLines(entry: Pick<AuditEntry, 'action' | 'before' | 'after'>): string[] {
  const { action, before, after } = entry;
  if (action === 'grade.change') {
    const lines = [`${valueText(before?.grade)} → ${valueText(after?.grade)}`];
    const oldFeedback = valueText(before?.feedback);
    const newFeedback = valueText(after?.feedback);
    if (oldFeedback !== newFeedback) lines.push(`Feedback: ${oldFeedback} → ${newFeedback}`);
    return lines;
  }
  if (!after) return [fieldsText(before)];
  // Something left after the action (a deactivation's status, an import's ids): show where it went.
  return before ? [fieldsText(before), `→ ${fieldsText(after)}`] : [`→ ${fieldsText(after)}`];
}

/** When, Who (name, email below), Action, What, Change. */
export function AuditTable({ entries }: { entries: AuditEntry[] }) {
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped highlightOnHover aria-label="Audit log" verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>When</Table.Th>
            <Table.Th>Who</Table.Th>
            <Table.Th>Action</Table.Th>
            <Table.Th>What</Table.Th>
            <Table.Th>Change</Table.Th>
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
              <Table.Td>{AUDIT_ACTION_LABELS[entry.action] ?? entry.action}</Table.Td>
              <Table.Td>{entry.summary}</Table.Td>
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
