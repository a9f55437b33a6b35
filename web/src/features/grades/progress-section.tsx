import { Card, Progress, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { CLASS_AVERAGE_MIN_STUDENTS, type StudentProgress } from '@sabora/contract';
import { lazy, Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FailureAlert } from '../../components/failure-alert';
import { UserText } from '../../components/user-text';
import { formatDate } from '../../lib/format';
import { formatNumber } from '../../lib/i18n/format';
import { WORK_TYPE_LABELS } from '../../lib/work-labels';
import { useStudentProgress } from './api/use-student-progress';

const ProgressCharts = lazy(() => import('./progress-charts'));

const average = (value: number | null) =>
  value === null ? '—' : formatNumber(value, { maximumFractionDigits: 1 });

/** The charts' content as tables: every grade by subject, then the averages. */
function ProgressTables({ progress }: { progress: StudentProgress }) {
  const { t } = useTranslation('grades');
  return (
    <Stack gap="md">
      <Table withTableBorder fz="sm" captionSide="top">
        <Table.Caption>{t('progress.averagesTable')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('progress.subject')}</Table.Th>
            <Table.Th scope="col">{t('progress.yourAverage')}</Table.Th>
            <Table.Th scope="col">{t('progress.classAverage')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {progress.subjects.map((subject) => (
            <Table.Tr key={subject.subject}>
              <Table.Th scope="row" fw={400}>
                <UserText>{subject.name}</UserText>
              </Table.Th>
              <Table.Td>{average(subject.average)}</Table.Td>
              <Table.Td>
                {subject.classAverage === null
                  ? t('progress.tooFew', { min: formatNumber(CLASS_AVERAGE_MIN_STUDENTS) })
                  : average(subject.classAverage)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {progress.subjects
        .filter((subject) => subject.points.length > 0)
        .map((subject) => (
          <Table key={subject.subject} withTableBorder fz="sm" captionSide="top">
            <Table.Caption>
              <UserText>{subject.name}</UserText>
            </Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('progress.date')}</Table.Th>
                <Table.Th scope="col">{t('progress.work')}</Table.Th>
                <Table.Th scope="col">{t('progress.grade')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {subject.points.map((point) => (
                <Table.Tr key={`${point.kind}:${point.date}:${point.title}`}>
                  <Table.Td>{formatDate(point.date)}</Table.Td>
                  <Table.Td>
                    <UserText>{point.title}</UserText> ({WORK_TYPE_LABELS[point.kind]})
                  </Table.Td>
                  <Table.Td>{formatNumber(point.grade)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        ))}
    </Stack>
  );
}

/**
 * A student's progress on their grades page (and a parent's view of a child's): grades over time
 * and averages as charts, the same as tables for screen readers and anyone who prefers numbers,
 * and attendance of virtual classes.
 */
export function ProgressSection({ student }: { student?: string }) {
  const { t } = useTranslation('grades');
  const progress = useStudentProgress(student);
  const headingId = useId();
  if (progress.isPending) return <Skeleton h={260} aria-label={t('progress.loading')} />;
  if (progress.isError) {
    return (
      <FailureAlert title={t('progress.failed')} error={progress.error} onRetry={() => progress.refetch()} />
    );
  }
  const { attendance, subjects } = progress.data;
  const anyGrade = subjects.some((subject) => subject.points.length > 0);
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={headingId}>
      <Stack gap="md">
        <Title order={2} size="h4" id={headingId}>
          {t('progress.title')}
        </Title>
        {anyGrade ? (
          <>
            <Text size="sm" c="dimmed">
              {t('progress.summary', {
                count: subjects.filter((subject) => subject.points.length > 0).length,
              })}
            </Text>
            <Suspense fallback={<Skeleton h={260} />}>
              <ProgressCharts progress={progress.data} />
            </Suspense>
            <details>
              <summary>{t('progress.asTables')}</summary>
              <ProgressTables progress={progress.data} />
            </details>
          </>
        ) : (
          <Text c="dimmed">{t('progress.noGrades')}</Text>
        )}
        <Stack gap={4}>
          <Text size="sm">
            {t('progress.attendance', {
              attended: formatNumber(attendance.attended),
              total: formatNumber(attendance.total),
            })}
          </Text>
          {attendance.total > 0 ? (
            <Progress
              value={(attendance.attended / attendance.total) * 100}
              aria-label={t('progress.attendanceBar')}
            />
          ) : null}
        </Stack>
      </Stack>
    </Card>
  );
}
