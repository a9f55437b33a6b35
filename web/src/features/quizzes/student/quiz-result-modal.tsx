import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { QuizSubmitReply } from '@sabora/contract';
import { useTranslation } from 'react-i18next';
import { UserText } from '../../../components/user-text';
import { TOUCH_TARGET } from '../../../lib/touch-target';
import { AnswerKeyNotice } from './answer-key-notice';
import { QuizStatusBadge } from './quiz-status-badge';

interface QuizResultModalProps {
  title: string;
  result: QuizSubmitReply;
  /** The clock reached zero: the quiz went in without the student pressing Submit. */
  timeRanOut: boolean;
  onClose: () => void;
  /** Opens this attempt's per-question review in My Results. */
  onReview: () => void;
}

/** The graded attempt, straight after the submit. */
export function QuizResultModal({ title, result, timeRanOut, onClose, onReview }: QuizResultModalProps) {
  const { t } = useTranslation('quizzes');
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('student.result.title')}
      closeButtonProps={{ 'aria-label': t('student.result.close') }}
    >
      <Stack gap="sm" align="center">
        {timeRanOut ? (
          <Alert color="orange" title={t('student.result.timeRanOut')} role="status" w="100%">
            {t('student.result.submittedForYou')}
          </Alert>
        ) : null}
        <Text fw={600}>
          <UserText>{title}</UserText>
        </Text>
        <Text fz={48} fw={800} lh={1} aria-hidden>
          {t('student.result.bigScore', { score: result.score })}
        </Text>
        <Text>{t('student.result.score', { score: result.score })}</Text>
        <Text>
          {t('student.result.correct', { correct: result.correctAnswers, total: result.totalQuestions })}
        </Text>
        <QuizStatusBadge status={result.submission.status} />
        <AnswerKeyNotice submission={result.submission} />
        <Group justify="center" mt="sm">
          {result.submission.answers.length > 0 ? (
            <Button mih={TOUCH_TARGET} variant="light" onClick={onReview}>
              {t('student.review.open')}
            </Button>
          ) : null}
          <Button mih={TOUCH_TARGET} onClick={onClose} data-autofocus>
            {t('student.result.done')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
