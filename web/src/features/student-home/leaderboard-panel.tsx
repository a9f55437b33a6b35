import { Badge, Table, Text } from '@mantine/core';
import type { LeaderboardEntry } from '@sabora/contract';
import type { ReactNode } from 'react';
import { EmptyText } from '../../components/empty-text';
import { FailureAlert } from '../../components/failure-alert';
import { LoadingText } from '../../components/loading-text';
import { Panel } from '../../components/panel';
import { useLeaderboard } from './api/use-leaderboard';

function Row({ entry }: { entry: LeaderboardEntry }) {
  return (
    <Table.Tr
      bg={entry.isMe ? 'var(--mantine-primary-color-light)' : undefined}
      aria-current={entry.isMe ? 'true' : undefined}
    >
      <Table.Td w={48}>
        <Text fw={700}>{entry.rank}</Text>
      </Table.Td>
      <Table.Td>
        <Text fw={entry.isMe ? 700 : 400} span>
          {entry.name}
        </Text>
        {entry.isMe ? (
          <Badge size="xs" variant="light" ml={6}>
            You
          </Badge>
        ) : null}
      </Table.Td>
      <Table.Td ta="right">{entry.points}</Table.Td>
    </Table.Tr>
  );
}

/**
 * Spec §2.4 "Leaderboard": the top 10 of the student's system by points (docs/decisions.md), asked
 * again every 30 s; the student's own row is highlighted, and shown below when outside the top 10.
 */
export function LeaderboardPanel() {
  const board = useLeaderboard();

  let body: ReactNode;
  if (board.isPending) {
    body = <LoadingText text="Loading leaderboard..." />;
  } else if (board.isError && !board.data) {
    body = <FailureAlert title="Failed to fetch leaderboard" onRetry={() => void board.refetch()} />;
  } else if (board.data.leaderboard.length === 0) {
    body = <EmptyText text="No leaderboard data available." />;
  } else {
    const { leaderboard, me } = board.data;
    const meBelow = me && !leaderboard.some((entry) => entry.isMe) ? me : null;
    body = (
      <Table aria-label="Leaderboard" verticalSpacing={6}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Rank</Table.Th>
            <Table.Th>Name</Table.Th>
            <Table.Th ta="right">Points</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {leaderboard.map((entry, position) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: entries carry no id (names only, DESIGN §3); the order is theirs
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
            You have no points yet: they come from your graded homework, quizzes and exams.
          </Text>
        </>
      );
    }
  }
  return <Panel title="Leaderboard">{body}</Panel>;
}
