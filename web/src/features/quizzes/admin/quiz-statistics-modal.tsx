import { Badge, Group, Modal, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { QuizStatistics, StaffQuiz } from '@sabora/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CenteredLoader } from '../../../components/centered-loader';
import { ScoreHistogram } from '../../../components/charts/score-histogram';
import { FailureAlert } from '../../../components/failure-alert';
import { StatFigure } from '../../../components/stat-figure';
import { UserText } from '../../../components/user-text';
import { formatNumber } from '../../../lib/i18n/format';
import { isolate } from '../../../lib/isolate';
import { useQuizStatistics } from '../api/use-quiz-statistics';

const percent = (rate: number | null) =>
  rate === null ? '—' : formatNumber(rate, { style: 'percent', maximumFractionDigits: 0 });

function Histogram({ stats }: { stats: QuizStatistics }) {
  const { t } = useTranslation('quizzes');
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {t('admin.statistics.histogram')}
      </Title>
      <ScoreHistogram
        histogram={stats.histogram}
        caption={t('admin.statistics.histogramTable')}
        bandLabel={t('admin.statistics.band')}
        countLabel={t('admin.statistics.attemptsAxis')}
      />
    </Stack>
  );
}

function Questions({ stats }: { stats: QuizStatistics }) {
  const { t } = useTranslation('quizzes');
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {t('admin.statistics.questions')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('admin.statistics.discriminationHelp')}
      </Text>
      <Table.ScrollContainer minWidth={560}>
        <Table withTableBorder fz="sm" verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('admin.statistics.question')}</Table.Th>
              <Table.Th scope="col">{t('admin.statistics.correctRate')}</Table.Th>
              <Table.Th scope="col">{t('admin.statistics.discrimination')}</Table.Th>
              <Table.Th scope="col">{t('admin.statistics.choices')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {stats.questions.map((question, index) => (
              <Table.Tr key={question.question}>
                <Table.Th scope="row" fw={400}>
                  {formatNumber(index + 1)}. <UserText>{question.title}</UserText>
                </Table.Th>
                <Table.Td>{percent(question.correctRate)}</Table.Td>
                <Table.Td>
                  {question.discrimination === null
                    ? '—'
                    : formatNumber(question.discrimination, {
                        minimumFractionDigits: 2,
                        maximumFractionDigits: 2,
                      })}
                </Table.Td>
                <Table.Td>
                  <Group gap={6}>
                    {question.options.map((option) => (
                      <Badge
                        key={option.text}
                        variant={option.correct ? 'filled' : 'light'}
                        color={option.correct ? 'green' : 'gray'}
                        tt="none"
                      >
                        {option.correct
                          ? t('admin.statistics.rightChoice', {
                              text: isolate(option.text),
                              count: option.chosen,
                            })
                          : t('admin.statistics.choice', {
                              text: isolate(option.text),
                              count: option.chosen,
                            })}
                      </Badge>
                    ))}
                    {question.unanswered > 0 ? (
                      <Badge variant="outline" color="gray" tt="none">
                        {t('admin.statistics.unanswered', { count: question.unanswered })}
                      </Badge>
                    ) : null}
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}

/** A quiz's statistics: attempts, mean and median, the scores' histogram, and each question's analysis. */
export function QuizStatisticsModal({ quiz, onClose }: { quiz: StaffQuiz; onClose: () => void }) {
  const { t } = useTranslation('quizzes');
  const stats = useQuizStatistics(quiz._id);
  let body: ReactNode;
  if (stats.isPending) body = <CenteredLoader label={t('admin.statistics.loading')} />;
  else if (stats.isError) {
    body = (
      <FailureAlert
        title={t('admin.statistics.failed')}
        error={stats.error}
        onRetry={() => stats.refetch()}
      />
    );
  } else if (stats.data.attempts === 0) body = <Text c="dimmed">{t('admin.statistics.none')}</Text>;
  else {
    const score = (value: number | null) =>
      value === null ? '—' : formatNumber(value, { maximumFractionDigits: 1 });
    body = (
      <Stack gap="lg">
        <SimpleGrid cols={3}>
          <StatFigure label={t('admin.statistics.attempts')} value={formatNumber(stats.data.attempts)} />
          <StatFigure label={t('admin.statistics.mean')} value={score(stats.data.mean)} />
          <StatFigure label={t('admin.statistics.median')} value={score(stats.data.median)} />
        </SimpleGrid>
        <Histogram stats={stats.data} />
        <Questions stats={stats.data} />
      </Stack>
    );
  }
  return (
    <Modal
      opened
      onClose={onClose}
      size="xl"
      title={t('admin.statistics.title', { title: isolate(quiz.title) })}
    >
      {body}
    </Modal>
  );
}
