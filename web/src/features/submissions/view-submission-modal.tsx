import { Modal, Stack, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { CorrectionFiles, DOWNLOAD_FAILED } from '../../components/correction-files';
import { DateTimeText } from '../../components/date-time-text';
import { FileList } from '../../components/file-list';
import type { SubmissionView } from './api/submission-view';
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
 * Staff spec §2: everything about one submission: who, what, status, when, grade, feedback, the
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
  const { quiz } = submission;
  const rows: [string, ReactNode][] = [
    ['Student', submission.studentName],
    ['Assignment', submission.title],
    ['Subject', submission.subjectName],
    ['Status', <SubmissionStatusBadge key="status" status={submission.status} />],
    submission.submittedAt === null
      ? ['Submitted', 'Not submitted']
      : ['Submitted', <DateTimeText key="submitted" iso={submission.submittedAt} />],
    ['Due', <DateTimeText key="due" iso={submission.dueDate} />],
    ['Grade', submission.grade === null ? 'Not graded' : `${submission.grade}/100`],
    ['Feedback', submission.feedback || 'No feedback'],
    ...(quiz
      ? ([
          ['Score', `${quiz.score}%`],
          ['Correct answers', `${quiz.correctAnswers}/${quiz.totalQuestions} correct`],
        ] as [string, ReactNode][])
      : []),
  ];
  return (
    <Modal
      opened
      onClose={onClose}
      title="Submission Details"
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
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
          <Section heading="Submitted files">
            <FileList
              files={submission.files.map((file) => ({ url: file.url, name: file.originalName }))}
              failureText={DOWNLOAD_FAILED}
              emptyText="No files"
              unnamedText={(position) => `Download File ${position}`}
            />
          </Section>
        )}
        {submission.questionAnswers ? <QuestionAnswersReview marked={submission.questionAnswers} /> : null}
        <CorrectionFiles files={submission.correctionFiles} heading="Correction files" />
        {submission.gradeHistory.length > 0 ? (
          <Section heading="Grade history">
            <GradeHistoryList entries={submission.gradeHistory} />
          </Section>
        ) : null}
      </Stack>
    </Modal>
  );
}
