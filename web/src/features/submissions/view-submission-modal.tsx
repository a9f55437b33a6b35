import { Modal, Stack, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CorrectionFiles } from '../../components/correction-files';
import { DateTimeText } from '../../components/date-time-text';
import { FileList } from '../../components/file-list';
import { UserText } from '../../components/user-text';
import type { SubmissionView } from './api/submission-view';
import { EarlierFiles } from './earlier-files';
import { GradeHistoryList } from './grade-history-list';
import { QuestionAnswersReview } from './question-answers-review';
import { SubmissionStatusBadge } from './submission-status-badge';

function Section({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        {heading}
      </Text>
      {children}
    </Stack>
  );
}

/**
 * Everything about one submission: who, what, status, when, grade, feedback, the
 * handed-in files ("Download File N" when a file has no name), the corrections and the grade
 * history; for a quiz its score and correct answers (quizzes are answered online, without files).
 */
export function ViewSubmissionModal({
  submission,
  onClose,
}: {
  submission: SubmissionView;
  onClose: () => void;
}) {
  const { t } = useTranslation('submissions');
  const { quiz } = submission;
  const rows: [string, ReactNode][] = [
    [t('details.student'), <UserText key="student">{submission.studentName}</UserText>],
    [t('details.assignment'), <UserText key="assignment">{submission.title}</UserText>],
    [t('details.subject'), <UserText key="subject">{submission.subjectName}</UserText>],
    [t('details.status'), <SubmissionStatusBadge key="status" status={submission.status} />],
    submission.submittedAt === null
      ? [t('details.submitted'), t('details.notSubmitted')]
      : [t('details.submitted'), <DateTimeText key="submitted" iso={submission.submittedAt} />],
    [t('details.due'), <DateTimeText key="due" iso={submission.dueDate} />],
    [
      t('details.grade'),
      submission.grade === null
        ? t('details.notGraded')
        : t('details.gradeValue', { grade: submission.grade }),
    ],
    [
      t('details.feedback'),
      submission.feedback ? (
        <UserText key="feedback" block>
          {submission.feedback}
        </UserText>
      ) : (
        t('details.noFeedback')
      ),
    ],
    ...(quiz
      ? ([
          [t('details.score'), t('details.scoreValue', { score: quiz.score })],
          [
            t('details.correctAnswers'),
            t('details.correctAnswersValue', { correct: quiz.correctAnswers, total: quiz.totalQuestions }),
          ],
        ] as [string, ReactNode][])
      : []),
  ];
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('details.title')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('details.close') }}
    >
      <Stack>
        <Table variant="vertical" withTableBorder layout="fixed">
          <Table.Tbody>
            {rows.map(([label, value]) => (
              <Table.Tr key={label}>
                <Table.Th scope="row" w={160}>
                  {label}
                </Table.Th>
                <Table.Td style={{ whiteSpace: 'pre-wrap' }}>{value}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {quiz ? null : (
          <Section heading={t('details.submittedFiles')}>
            <FileList
              files={submission.files.map((file) => ({ url: file.url, name: file.originalName }))}
              failureText={t('files.downloadFailed', { ns: 'common' })}
              emptyText={t('details.noFiles')}
              unnamedText={(position) => t('details.downloadFile', { position })}
            />
          </Section>
        )}
        <EarlierFiles files={submission.earlierFiles} />
        {submission.questionAnswers ? <QuestionAnswersReview marked={submission.questionAnswers} /> : null}
        <CorrectionFiles files={submission.correctionFiles} heading={t('details.correctionFiles')} />
        {submission.gradeHistory.length > 0 ? (
          <Section heading={t('details.gradeHistory')}>
            <GradeHistoryList entries={submission.gradeHistory} />
          </Section>
        ) : null}
      </Stack>
    </Modal>
  );
}
