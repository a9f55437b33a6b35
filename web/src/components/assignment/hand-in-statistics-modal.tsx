import { Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../lib/i18n/format';
import { isolate } from '../../lib/isolate';
import { useHandInStatistics } from '../../lib/statistics/use-hand-in-statistics';
import { CenteredLoader } from '../centered-loader';
import { ScoreHistogram } from '../charts/score-histogram';
import { FailureAlert } from '../failure-alert';
import { StatFigure } from '../stat-figure';

interface HandInStatisticsModalProps {
  kind: 'homework' | 'exam';
  item: { _id: string; title: string };
  onClose: () => void;
}

/** A homework's or exam's figures: hand-in rate, on time or late, grading, and its grades. */
export function HandInStatisticsModal({ kind, item, onClose }: HandInStatisticsModalProps) {
  const { t } = useTranslation();
  const stats = useHandInStatistics(kind, item._id);
  let body: ReactNode;
  if (stats.isPending) body = <CenteredLoader label={t('assignment.statistics.loading')} />;
  else if (stats.isError) {
    body = (
      <FailureAlert
        title={t('assignment.statistics.failed')}
        error={stats.error}
        onRetry={() => stats.refetch()}
      />
    );
  } else {
    const s = stats.data;
    const rate = s.expected === 0 ? '—' : formatNumber(s.handedIn / s.expected, { style: 'percent' });
    const score = (value: number | null) =>
      value === null ? '—' : formatNumber(value, { maximumFractionDigits: 1 });
    body = (
      <Stack gap="lg">
        <Text>
          {t('assignment.statistics.handInRate', {
            rate,
            handedIn: formatNumber(s.handedIn),
            expected: formatNumber(s.expected),
          })}
        </Text>
        <SimpleGrid cols={{ base: 2, sm: 3 }}>
          <StatFigure label={t('assignment.statistics.late')} value={formatNumber(s.late)} />
          <StatFigure label={t('assignment.statistics.missing')} value={formatNumber(s.missing)} />
          <StatFigure
            label={t('assignment.statistics.awaitingGrade')}
            value={formatNumber(s.awaitingGrade)}
          />
          <StatFigure label={t('assignment.statistics.graded')} value={formatNumber(s.graded)} />
          <StatFigure label={t('assignment.statistics.mean')} value={score(s.mean)} />
          <StatFigure label={t('assignment.statistics.median')} value={score(s.median)} />
        </SimpleGrid>
        {s.graded > 0 ? (
          <Stack gap="xs">
            <Title order={3} size="h5">
              {t('assignment.statistics.distribution')}
            </Title>
            <ScoreHistogram
              histogram={s.histogram}
              caption={t('assignment.statistics.distributionTable')}
              bandLabel={t('assignment.statistics.band')}
              countLabel={t('assignment.statistics.count')}
            />
          </Stack>
        ) : (
          <Text c="dimmed">{t('assignment.statistics.noGrades')}</Text>
        )}
      </Stack>
    );
  }
  return (
    <Modal
      opened
      onClose={onClose}
      size="lg"
      title={t('assignment.statistics.title', { title: isolate(item.title) })}
    >
      {body}
    </Modal>
  );
}
