import '@mantine/charts/styles.css';
import { BarChart, LineChart } from '@mantine/charts';
import type { StudentProgress } from '@sabora/contract';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/format';

/** Colours of the subjects' lines, in turn. */
const COLORS = ['indigo.6', 'teal.6', 'orange.6', 'grape.6', 'cyan.6', 'red.6', 'lime.7', 'pink.6'];

/**
 * The progress charts: each subject's grades over time (a line per subject) and each subject's
 * average beside the class's. Loaded only where progress is shown; hidden from screen readers and
 * keyboards, which read the tables beside them (progress-section.tsx).
 */
export default function ProgressCharts({ progress }: { progress: StudentProgress }) {
  const { t, i18n } = useTranslation('grades');
  const rtl = i18n.dir() === 'rtl';
  const graded = progress.subjects.filter((subject) => subject.points.length > 0);
  // One row per moment a grade came in, with that subject's grade under its name.
  const timeline = graded
    .flatMap((subject) => subject.points.map((point) => ({ at: point.date, [subject.name]: point.grade })))
    .sort((a, b) => a.at.localeCompare(b.at))
    .map((row) => ({ ...row, day: formatDate(row.at) }));
  const averages = progress.subjects.map((subject) => ({
    subject: subject.name,
    mine: subject.average,
    class: subject.classAverage,
  }));
  const axes = {
    xAxisProps: { reversed: rtl },
    yAxisProps: { domain: [0, 100], orientation: rtl ? ('right' as const) : ('left' as const) },
  };
  return (
    <div aria-hidden="true">
      {timeline.length > 0 ? (
        <LineChart
          h={260}
          data={timeline}
          dataKey="day"
          series={graded.map((subject, i) => ({ name: subject.name, color: COLORS[i % COLORS.length]! }))}
          connectNulls
          withLegend
          withTooltip={false}
          curveType="linear"
          lineChartProps={{ accessibilityLayer: false }}
          {...axes}
        />
      ) : null}
      <BarChart
        h={220}
        mt="md"
        data={averages}
        dataKey="subject"
        series={[
          { name: 'mine', label: t('progress.yourAverage'), color: 'indigo.6' },
          { name: 'class', label: t('progress.classAverage'), color: 'gray.5' },
        ]}
        withLegend
        withTooltip={false}
        barChartProps={{ accessibilityLayer: false }}
        {...axes}
      />
    </div>
  );
}
