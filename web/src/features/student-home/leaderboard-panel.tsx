import { Badge, Table, Text } from '@mantine/core';
import type { LeaderboardEntry } from '@sabora/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyText } from '../../components/empty-text';
import { FailureAlert } from '../../components/failure-alert';
import { LoadingText } from '../../components/loading-text';
import { Panel } from '../../components/panel';
import { UserText } from '../../components/user-text';
import { formatNumber } from '../../lib/i18n/format';
import { useLeaderboard } from './api/use-leaderboard';

function Row({ entry }: { entry: LeaderboardEntry }) {
  const { t } = useTranslation('student-home');
  return (
    <Table.Tr
      bg={entry.isMe ? 'var(--mantine-primary-color-light)' : undefined}
      aria-current={entry.isMe ? 'true' : undefined}
    >
      <Table.Td w={48}>
        <Text fw={700}>{formatNumber(entry.rank)}</Text>
      </Table.Td>
      <Table.Td>
        <Text fw={entry.isMe ? 700 : 400} span>
          <UserText>{entry.name}</UserText>
        </Text>
        {entry.isMe ? (
          <Badge size="xs" variant="light" ms={6}>
            {t('leaderboard.you')}
          </Badge>
        ) : null}
      </Table.Td>
      <Table.Td ta="end">{formatNumber(entry.points)}</Table.Td>
    </Table.Tr>
  );
}

/**
 * The leaderboard: the top 10 of the student's system by points
 * (docs/product/rules.md, "Leaderboard"), asked again every 30 s; the student's own row is
 * highlighted, and shown below when outside the top 10.
 */
export function LeaderboardPanel() {
  const board = useLeaderboard();
  const { t } = useTranslation('student-home');

  let body: ReactNode;
  if (board.isPending) {
    body = <LoadingText text={t('leaderboard.loading')} />;
  } else if (board.isError && !board.data) {
    body = <FailureAlert title={t('leaderboard.failed')} onRetry={() => void board.refetch()} />;
  } else if (board.data.leaderboard.length === 0) {
    body = <EmptyText text={t('leaderboard.empty')} />;
  } else {
    const { leaderboard, me } = board.data;
    const meBelow = me && !leaderboard.some((entry) => entry.isMe) ? me : null;
    body = (
      <Table aria-label={t('leaderboard.title')} verticalSpacing={6}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('leaderboard.rank')}</Table.Th>
            <Table.Th>{t('leaderboard.name')}</Table.Th>
            <Table.Th ta="end">{t('leaderboard.points')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {leaderboard.map((entry, position) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: entries carry no id (names only); the order is theirs
            <Row key={position} entry={entry} />
          ))}
          {meBelow ? (
            <>
              <Table.Tr aria-hidden>
                <Table.Td colSpan={3} ta="center" c="dimmed" py={0}>
                  ⋯
                </Table.Td>
              </Table.Tr>
              <Row entry={meBelow} />
            </>
          ) : null}
        </Table.Tbody>
      </Table>
    );
    if (!me) {
      body = (
        <>
          {body}
          <Text size="sm" c="dimmed" mt="xs">
            {t('leaderboard.noPoints')}
          </Text>
        </>
      );
    }
  }
  return <Panel title={t('leaderboard.title')}>{body}</Panel>;
}
