import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import type { HistogramBand } from '@sabora/contract';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../lib/i18n/format';

/**
 * A histogram of scores as bars. Loaded only when a chart is shown (the charts library stays off
 * every other page); hidden from screen readers and keyboards, which read the table beside it.
 */
export default function ScoreHistogramChart({
  histogram,
  countLabel,
}: {
  histogram: readonly HistogramBand[];
  countLabel: string;
}) {
  const { i18n } = useTranslation();
  const rtl = i18n.dir() === 'rtl';
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
        series={[{ name: 'count', label: countLabel, color: 'indigo.6' }]}
        tickLine="y"
        gridAxis="y"
        withTooltip={false}
        yAxisProps={{ allowDecimals: false, orientation: rtl ? 'right' : 'left' }}
        // Right to left, the lowest band is on the right, where an Arabic reader starts.
        xAxisProps={{ reversed: rtl }}
        // No keyboard stop of its own: the table beside it is what a keyboard or screen reader reads.
        barChartProps={{ accessibilityLayer: false }}
      />
    </div>
  );
}
