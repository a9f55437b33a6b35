import { Text } from '@mantine/core';
import type { QuizSubmission } from '@sabora/contract';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/i18n/format';

type KeyState = Pick<QuizSubmission, 'answerKeyShown' | 'showCorrectAnswers' | 'answerKeyFrom'>;

/**
 * Says when the right answers will show while the quiz's setting keeps them back
 * (docs/decisions.md, "Answer key"): from the moment the server gave, or never. Nothing once they
 * are shown.
 */
export function AnswerKeyNotice({ submission }: { submission: KeyState }) {
  const { t } = useTranslation('quizzes');
  if (submission.answerKeyShown) return null;
  const text =
    submission.showCorrectAnswers === 'never' || !submission.answerKeyFrom
      ? t('student.review.keyNever')
      : t('student.review.keyAfterDue', { date: formatDateTime(submission.answerKeyFrom) });
  return (
    <Text size="sm" c="dimmed" role="note">
      {text}
    </Text>
  );
}
