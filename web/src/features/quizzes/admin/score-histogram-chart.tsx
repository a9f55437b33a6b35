import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import type { QuizStatistics } from '@sabora/contract';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/i18n/format';

/**
 * The scores' histogram as bars. Loaded only when a quiz's statistics are opened (the charts
 * library stays off every other page); hidden from screen readers, which read the table beside it.
 */
export default function ScoreHistogramChart({ histogram }: { histogram: QuizStatistics['histogram'] }) {
  const { t, i18n } = useTranslation('quizzes');
  const data = histogram.map((band) => ({
    band: `${formatNumber(band.from)}–${formatNumber(band.to)}`,
    count: band.count,
  }));
  return (
    <div aria-hidden="true">
      <BarChart
        h={220}
        data={data}
        dataKey="band"
        series={[{ name: 'count', label: t('admin.statistics.attemptsAxis'), color: 'indigo.6' }]}
        tickLine="y"
        gridAxis="y"
        withTooltip={false}
        yAxisProps={{ allowDecimals: false, orientation: i18n.dir() === 'rtl' ? 'right' : 'left' }}
        // Right to left, the lowest band is on the right, where an Arabic reader starts.
        xAxisProps={{ reversed: i18n.dir() === 'rtl' }}
        // No keyboard stop of its own: the table beside it is what a keyboard or screen reader reads.
        barChartProps={{ accessibilityLayer: false }}
      />
    </div>
  );
}
