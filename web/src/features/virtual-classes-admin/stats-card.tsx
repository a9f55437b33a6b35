import { Button, Card, Group, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FailureAlert } from '../../components/failure-alert';
import { LoadingText } from '../../components/loading-text';
import { useClassStats } from './api/use-class-stats';
import { Figures } from './figures';
import { StatsModal } from './stats-modal';

/** Overview Statistics: the headline counts, with the rest in View Details. */
export function StatsCard() {
  const { t } = useTranslation('virtual-classes-admin');
  const stats = useClassStats();
  const [open, setOpen] = useState(false);
  const titleId = useId();
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={titleId}>
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4" id={titleId}>
          {t('stats.title')}
        </Title>
        <Button variant="light" size="xs" disabled={!stats.isSuccess} onClick={() => setOpen(true)}>
          {t('stats.viewDetails')}
        </Button>
      </Group>
      {stats.isPending ? <LoadingText text={t('stats.loading')} /> : null}
      {stats.isError ? <FailureAlert title={t('stats.loadFailed')} error={stats.error} /> : null}
      {stats.isSuccess ? (
        <Figures
          figures={[
            [t('stats.total'), stats.data.totalClasses],
            [t('stats.scheduled'), stats.data.scheduledClasses],
            [t('stats.inProgress'), stats.data.inProgressClasses],
            [t('stats.completed'), stats.data.completedClasses],
          ]}
        />
      ) : null}
      {open && stats.isSuccess ? <StatsModal stats={stats.data} onClose={() => setOpen(false)} /> : null}
    </Card>
  );
}
