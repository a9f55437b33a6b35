import { Badge, Text, VisuallyHidden } from '@mantine/core';
import type { GradebookCell } from '@sabora/contract';
import { useTranslation } from 'react-i18next';
import { percentageColor } from '../../../lib/grade-colors';

/**
 * One student's mark for one item: the grade in its band's colour, or what stands in for it. A
 * late hand-in says so beside it; every mark is words, not colour alone.
 */
export function GradebookCellMark({ cell }: { cell: GradebookCell }) {
  const { t } = useTranslation('gradebook');
  const late = cell.late ? (
    <Badge size="xs" variant="outline" color="orange" ms={4}>
      {t('status.late')}
    </Badge>
  ) : null;
  switch (cell.status) {
    case 'graded':
      return (
        <>
          <Text span fw={700} c={percentageColor(cell.grade ?? 0)}>
            {cell.grade}
          </Text>
          {late}
        </>
      );
    case 'awaitingGrade':
      return (
        <>
          <Badge size="sm" variant="light" color="blue">
            {t('status.awaitingGrade')}
          </Badge>
          {late}
        </>
      );
    case 'missing':
      return (
        <Badge size="sm" variant="light" color="red">
          {t('status.missing')}
        </Badge>
      );
    case 'notExpected':
      return (
        <Text span size="sm" c="dimmed" title={t('status.notExpectedHint')}>
          {t('status.notExpected')}
        </Text>
      );
    case 'notDue':
      return (
        <Text span size="sm" c="dimmed">
          <span aria-hidden="true">–</span>
          <VisuallyHidden>{t('status.notDue')}</VisuallyHidden>
        </Text>
      );
  }
}
