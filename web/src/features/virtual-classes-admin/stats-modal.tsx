import { List, Modal, Stack, Title } from '@mantine/core';
import type { virtualClassStatsSchema } from '@sabora/contract';
import type { z } from 'zod';
import { EmptyText } from '../../components/empty-text';
import { PLATFORM_LABELS } from '../../components/virtual-class/class-words';
import { Figures } from './figures';

type ClassStats = z.infer<typeof virtualClassStatsSchema>;

/** View Details: every status count, then classes per platform and per subject (staff spec §3). */
export function StatsModal({ stats, onClose }: { stats: ClassStats; onClose: () => void }) {
  return (
    <Modal
      closeButtonProps={{ 'aria-label': 'Close' }}
      opened
      onClose={onClose}
      title="Class Statistics"
      size="lg"
    >
      <Stack>
        <Figures
          figures={[
            ['Total classes', stats.totalClasses],
            ['Scheduled', stats.scheduledClasses],
            ['In progress', stats.inProgressClasses],
            ['Completed', stats.completedClasses],
            ['Cancelled', stats.cancelledClasses],
          ]}
        />
        <CountList
          title="By platform"
          rows={stats.platformStats.map((row) => [PLATFORM_LABELS[row._id], row.count])}
        />
        <CountList title="By subject" rows={stats.subjectStats.map((row) => [row.subjectName, row.count])} />
      </Stack>
    </Modal>
  );
}

/** One breakdown of the classes ("By platform"), a line per name with its count. */
function CountList({ title, rows }: { title: string; rows: [name: string, count: number][] }) {
  return (
    <>
      <Title order={3} size="h5">
        {title}
      </Title>
      {rows.length === 0 ? (
        <EmptyText text="No classes yet." />
      ) : (
        <List aria-label={`Classes ${title.toLowerCase()}`}>
          {rows.map(([name, count]) => (
            <List.Item key={name}>{`${name}: ${count}`}</List.Item>
          ))}
        </List>
      )}
    </>
  );
}
