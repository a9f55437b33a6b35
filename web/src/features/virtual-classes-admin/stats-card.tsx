import { Button, Card, Group, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { FailureAlert } from '../../components/failure-alert';
import { LoadingText } from '../../components/loading-text';
import { useClassStats } from './api/use-class-stats';
import { Figures } from './figures';
import { StatsModal } from './stats-modal';

/** Overview Statistics (staff spec §2): the headline counts, with the rest in View Details. */
export function StatsCard() {
  const stats = useClassStats();
  const [open, setOpen] = useState(false);
  const titleId = useId();
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={titleId}>
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4" id={titleId}>
          Overview Statistics
        </Title>
        <Button variant="light" size="xs" disabled={!stats.isSuccess} onClick={() => setOpen(true)}>
          View Details
        </Button>
      </Group>
      {stats.isPending ? <LoadingText text="Loading statistics..." /> : null}
      {stats.isError ? <FailureAlert title="Failed to load statistics" error={stats.error} /> : null}
      {stats.isSuccess ? (
        <Figures
          figures={[
            ['Total classes', stats.data.totalClasses],
            ['Scheduled', stats.data.scheduledClasses],
            ['In progress', stats.data.inProgressClasses],
            ['Completed', stats.data.completedClasses],
          ]}
        />
      ) : null}
      {open && stats.isSuccess ? <StatsModal stats={stats.data} onClose={() => setOpen(false)} /> : null}
    </Card>
  );
}
