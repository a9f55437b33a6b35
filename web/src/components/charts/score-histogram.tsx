import { Skeleton, Stack, Table } from '@mantine/core';
import type { HistogramBand } from '@sabora/contract';
import { lazy, Suspense } from 'react';
import { formatNumber } from '../../lib/i18n/format';

const ScoreHistogramChart = lazy(() => import('./score-histogram-chart'));

interface ScoreHistogramProps {
  histogram: readonly HistogramBand[];
  /** The table's caption, e.g. "Attempts in each score band". */
  caption: string;
  /** The bands' column, e.g. "Score". */
  bandLabel: string;
  /** What is counted, e.g. "Attempts": the bars' name and the counts' column. */
  countLabel: string;
}

/** Scores in bands: the bars (lazily loaded) and, for screen readers and anyone, the same as a table. */
export function ScoreHistogram({ histogram, caption, bandLabel, countLabel }: ScoreHistogramProps) {
  return (
    <Stack gap="xs">
      <Suspense fallback={<Skeleton h={220} />}>
        <ScoreHistogramChart histogram={histogram} countLabel={countLabel} />
      </Suspense>
      <Table withTableBorder captionSide="top" fz="sm">
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{bandLabel}</Table.Th>
            <Table.Th scope="col">{countLabel}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {histogram.map((band) => (
            <Table.Tr key={band.from}>
              <Table.Th scope="row" fw={400}>
                {`${formatNumber(band.from)}–${formatNumber(band.to)}`}
              </Table.Th>
              <Table.Td>{formatNumber(band.count)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
