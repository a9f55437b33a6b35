import { Anchor, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { type MyChild, parentLinks } from '@sabora/contract';
import { type ReactNode, useEffect } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { FailureAlert } from '../../components/failure-alert';
import { LoadingText } from '../../components/loading-text';
import { Panel } from '../../components/panel';
import { USER_TEXT_TAGS } from '../../components/user-text';
import { percentageColor } from '../../lib/grade-colors';
import { formatNumber } from '../../lib/i18n/format';
import { useMyChildren } from '../../lib/parents/use-my-children';
import { useChildSummary } from './api/use-child-summary';
import { DueSoon, MissingWork, RecentGrades } from './child-work-lists';

/** An average as a percentage with one decimal: "77.5%". */
const PERCENT: Intl.NumberFormatOptions = {
  style: 'percent',
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
};

function Figure({ label, value, color }: { label: string; value: string; color?: string }) {
  return (
    <Stack gap={0} align="center" miw={80}>
      <Text fw={700} fz="xl" c={color}>
        {value}
      </Text>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
    </Stack>
  );
}

/** One child: average, graded and missing counts, then their latest grades, work due and missed. */
function ChildProgress({ child }: { child: MyChild }) {
  const { t } = useTranslation('dashboard');
  const summary = useChildSummary(child._id);
  const { hash } = useLocation();

  // A missing-work notice links to its item (#missing-<id>): show it once the list is there.
  useEffect(() => {
    if (summary.data && hash.startsWith('#missing-')) {
      document.getElementById(hash.slice(1))?.scrollIntoView({ block: 'center' });
    }
  }, [summary.data, hash]);

  let body: ReactNode;
  if (summary.isPending) {
    body = <LoadingText text={t('progress.loading')} />;
  } else if (summary.isError) {
    body = <FailureAlert title={t('progress.failed')} onRetry={() => void summary.refetch()} />;
  } else {
    const { average, counts, recentGrades, dueSoon, missing } = summary.data;
    body = (
      <Stack gap="md">
        <Group justify="space-around" gap="md" aria-label={t('progress.figures')}>
          <Figure
            label={t('progress.average')}
            value={average === null ? t('progress.noAverage') : formatNumber(average / 100, PERCENT)}
            color={average === null ? undefined : percentageColor(average)}
          />
          <Figure label={t('progress.graded')} value={formatNumber(counts.graded)} />
          <Figure label={t('progress.awaiting')} value={formatNumber(counts.awaitingGrade)} />
          <Figure
            label={t('progress.missing')}
            value={formatNumber(counts.missing)}
            color={counts.missing > 0 ? 'red' : undefined}
          />
        </Group>
        <RecentGrades grades={recentGrades} />
        <DueSoon items={dueSoon} />
        <MissingWork items={missing} />
      </Stack>
    );
  }
  return (
    <Panel
      title={
        <Trans
          t={t}
          i18nKey="progress.title"
          values={{ name: child.firstName }}
          components={USER_TEXT_TAGS}
        />
      }
      actions={
        <Anchor component={Link} to={parentLinks.grades(child._id)} size="sm">
          {t('progress.allGrades')}
        </Anchor>
      }
    >
      {body}
    </Panel>
  );
}

/**
 * A parent sees, for each child, the average, recent grades with feedback, work
 * due soon and missing work. The children's own loading and failure states are the calendar
 * panel's, shown below.
 */
export function ChildrenProgress() {
  const children = useMyChildren();
  if (!children.data?.length) return null;
  return (
    <SimpleGrid cols={{ base: 1, md: children.data.length > 1 ? 2 : 1 }} spacing="md">
      {children.data.map((child) => (
        <ChildProgress key={child._id} child={child} />
      ))}
    </SimpleGrid>
  );
}
