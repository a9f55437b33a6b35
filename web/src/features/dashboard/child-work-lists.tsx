import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import type { StudentSummary } from '@sabora/contract';
import type { ReactNode } from 'react';
import { DateTimeText } from '../../components/date-time-text';
import { percentageColor } from '../../lib/grade-colors';
import { WORK_TYPE_LABELS } from '../../lib/work-labels';

function Section({ title, empty, children }: { title: string; empty: string; children: ReactNode[] }) {
  return (
    <Stack gap={6}>
      <Title order={3} size="h5">
        {title}
      </Title>
      {children.length === 0 ? (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      ) : (
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label={title}>
          {children}
        </Stack>
      )}
    </Stack>
  );
}

/** The latest grades, each with the teacher's feedback. */
export function RecentGrades({ grades }: { grades: StudentSummary['recentGrades'] }) {
  return (
    <Section title="Recent grades" empty="No graded work yet.">
      {grades.map((g) => (
        <Stack component="li" key={`${g.type}-${g._id}`} gap={2} aria-label={g.title}>
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
              {g.title}
            </Text>
            <Badge color={percentageColor(g.grade)} variant="light" style={{ flexShrink: 0 }}>
              {g.grade}/100
            </Badge>
          </Group>
          <Text size="xs" c="dimmed">
            {WORK_TYPE_LABELS[g.type]} · {g.subject} · graded <DateTimeText iso={g.gradedAt} />
          </Text>
          {g.feedback ? (
            <Text size="sm" fs="italic" style={{ overflowWrap: 'anywhere' }}>
              “{g.feedback}”
            </Text>
          ) : null}
        </Stack>
      ))}
    </Section>
  );
}

type DueItem = StudentSummary['dueSoon'][number];

function DueLine({ item, prefix, id }: { item: DueItem; prefix: string; id?: string }) {
  return (
    <Stack component="li" gap={0} id={id} aria-label={item.title}>
      <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
        {item.title}
      </Text>
      <Text size="xs" c="dimmed">
        {WORK_TYPE_LABELS[item.type]} · {item.subject.name} · {prefix} <DateTimeText iso={item.dueDate} />
      </Text>
    </Stack>
  );
}

export function DueSoon({ items }: { items: DueItem[] }) {
  return (
    <Section title="Due soon" empty="Nothing due in the next 7 days.">
      {items.map((item) => (
        <DueLine key={`${item.type}-${item._id}`} item={item} prefix="due" />
      ))}
    </Section>
  );
}

/** Work past its due date and never handed in; each has the anchor a missing-work notice links to. */
export function MissingWork({ items }: { items: DueItem[] }) {
  return (
    <Section title="Missing work" empty="No missing work.">
      {items.map((item) => (
        <DueLine key={`${item.type}-${item._id}`} item={item} prefix="was due" id={`missing-${item._id}`} />
      ))}
    </Section>
  );
}
