import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import type { StudentSummary } from '@sabora/contract';
import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { DateTimeText } from '../../components/date-time-text';
import { USER_TEXT_TAGS, UserText } from '../../components/user-text';
import { percentageColor } from '../../lib/grade-colors';
import { formatNumber } from '../../lib/i18n/format';
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
  const { t } = useTranslation('dashboard');
  return (
    <Section title={t('work.recentGrades')} empty={t('work.noGrades')}>
      {grades.map((g) => (
        <Stack component="li" key={`${g.type}-${g._id}`} gap={2} aria-label={g.title}>
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
              <UserText>{g.title}</UserText>
            </Text>
            <Badge color={percentageColor(g.grade)} variant="light" style={{ flexShrink: 0 }}>
              {t('work.grade', { grade: formatNumber(g.grade) })}
            </Badge>
          </Group>
          <Text size="xs" c="dimmed">
            <Trans
              t={t}
              i18nKey="work.gradedLine"
              values={{ type: WORK_TYPE_LABELS[g.type], subject: g.subject }}
              components={{ ...USER_TEXT_TAGS, date: <DateTimeText iso={g.gradedAt} /> }}
            />
          </Text>
          {g.feedback ? (
            <Text size="sm" fs="italic" style={{ overflowWrap: 'anywhere' }}>
              <Trans
                t={t}
                i18nKey="work.feedback"
                values={{ feedback: g.feedback }}
                components={USER_TEXT_TAGS}
              />
            </Text>
          ) : null}
        </Stack>
      ))}
    </Section>
  );
}

type DueItem = StudentSummary['dueSoon'][number];

function DueLine({ item, missed = false, id }: { item: DueItem; missed?: boolean; id?: string }) {
  const { t } = useTranslation('dashboard');
  return (
    <Stack component="li" gap={0} id={id} aria-label={item.title}>
      <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
        <UserText>{item.title}</UserText>
      </Text>
      <Text size="xs" c="dimmed">
        <Trans
          t={t}
          i18nKey={missed ? 'work.wasDueLine' : 'work.dueLine'}
          values={{ type: WORK_TYPE_LABELS[item.type], subject: item.subject.name }}
          components={{ ...USER_TEXT_TAGS, date: <DateTimeText iso={item.dueDate} /> }}
        />
      </Text>
    </Stack>
  );
}

export function DueSoon({ items }: { items: DueItem[] }) {
  const { t } = useTranslation('dashboard');
  return (
    <Section title={t('work.dueSoon')} empty={t('work.nothingDue')}>
      {items.map((item) => (
        <DueLine key={`${item.type}-${item._id}`} item={item} />
      ))}
    </Section>
  );
}

/** Work past its due date and never handed in; each has the anchor a missing-work notice links to. */
export function MissingWork({ items }: { items: DueItem[] }) {
  const { t } = useTranslation('dashboard');
  return (
    <Section title={t('work.missingWork')} empty={t('work.noMissing')}>
      {items.map((item) => (
        <DueLine key={`${item.type}-${item._id}`} item={item} missed id={`missing-${item._id}`} />
      ))}
    </Section>
  );
}
