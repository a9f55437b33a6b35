import { List, Modal, Stack, Title } from '@mantine/core';
import type { virtualClassStatsSchema } from '@sabora/contract';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { EmptyText } from '../../components/empty-text';
import { UserText } from '../../components/user-text';
import { PLATFORM_LABELS } from '../../components/virtual-class/class-words';
import { formatNumber } from '../../lib/i18n/format';
import { Figures } from './figures';

type ClassStats = z.infer<typeof virtualClassStatsSchema>;

/** View Details: every status count, then classes per platform and per subject. */
export function StatsModal({ stats, onClose }: { stats: ClassStats; onClose: () => void }) {
  const { t } = useTranslation('virtual-classes-admin');
  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('stats.close') }}
      opened
      onClose={onClose}
      title={t('stats.details')}
      size="lg"
    >
      <Stack>
        <Figures
          figures={[
            [t('stats.total'), stats.totalClasses],
            [t('stats.scheduled'), stats.scheduledClasses],
            [t('stats.inProgress'), stats.inProgressClasses],
            [t('stats.completed'), stats.completedClasses],
            [t('stats.cancelled'), stats.cancelledClasses],
          ]}
        />
        <CountList
          title={t('stats.byPlatform')}
          listLabel={t('stats.byPlatformList')}
          rows={stats.platformStats.map((row) => [PLATFORM_LABELS[row._id], row.count])}
        />
        <CountList
          title={t('stats.bySubject')}
          listLabel={t('stats.bySubjectList')}
          rows={stats.subjectStats.map((row) => [row.subjectName, row.count])}
        />
      </Stack>
    </Modal>
  );
}

interface CountListProps {
  title: string;
  /** The list's name: "Classes by platform". */
  listLabel: string;
  rows: [name: string, count: number][];
}

/** One breakdown of the classes ("By platform"), a line per name with its count. */
function CountList({ title, listLabel, rows }: CountListProps) {
  const { t } = useTranslation('virtual-classes-admin');
  return (
    <>
      <Title order={3} size="h5">
        {title}
      </Title>
      {rows.length === 0 ? (
        <EmptyText text={t('stats.noClasses')} />
      ) : (
        <List aria-label={listLabel}>
          {rows.map(([name, count]) => (
            <List.Item key={name}>
              <UserText>{name}</UserText>: {formatNumber(count)}
            </List.Item>
          ))}
        </List>
      )}
    </>
  );
}
