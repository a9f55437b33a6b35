import { Accordion, Badge, Card, Group, List, Stack, Text } from '@mantine/core';
import type { QuizSubmission } from '@sabora/contract';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { DateTimeText } from '../../../components/date-time-text';
import { USER_TEXT_TAGS, UserText } from '../../../components/user-text';
import { AnswerKeyNotice } from './answer-key-notice';
import { subjectLabel, timeTakenParts } from './quiz-format';
import { QuizStatusBadge } from './quiz-status-badge';

type ReviewedAnswer = QuizSubmission['answers'][number];

function AnswerReview({ answer, position }: { answer: ReviewedAnswer; position: number }) {
  const { t } = useTranslation('quizzes');
  // Null while the quiz's setting keeps the answer key back: only the student's own answer shows.
  const marked = answer.isCorrect !== null;
  return (
    <List.Item>
      <Stack gap={2}>
        <Group gap="xs" wrap="nowrap" align="flex-start">
          {marked ? (
            <Badge
              color={answer.isCorrect ? 'green' : 'red'}
              variant="light"
              leftSection={answer.isCorrect ? <IconCheck size={12} /> : <IconX size={12} />}
            >
              {answer.isCorrect ? t('student.review.right') : t('student.review.wrong')}
            </Badge>
          ) : null}
          <Text size="sm" fw={500}>
            {answer.question.title ? (
              <UserText>{answer.question.title}</UserText>
            ) : (
              t('student.review.question', { position: position + 1 })
            )}
          </Text>
        </Group>
        <Text size="sm">
          <Trans
            t={t}
            i18nKey="student.review.yourAnswer"
            values={{ answer: answer.selectedAnswer || t('student.review.notAnswered') }}
            components={USER_TEXT_TAGS}
          />
        </Text>
        {answer.correctAnswer !== null ? (
          <Text size="sm" c={answer.isCorrect ? undefined : 'green.8'}>
            <Trans
              t={t}
              i18nKey="student.review.correctAnswer"
              values={{ answer: answer.correctAnswer }}
              components={USER_TEXT_TAGS}
            />
          </Text>
        ) : null}
      </Stack>
    </List.Item>
  );
}

/**
 * One graded attempt (My Results): status, score, time taken and the answers to review.
 * `reviewing` (the result dialog's Review Answers) opens the review and brings it into view.
 */
export function QuizResultCard({
  submission,
  reviewing = false,
}: {
  submission: QuizSubmission;
  reviewing?: boolean;
}) {
  const subject = subjectLabel(submission.quiz.subject);
  const { t } = useTranslation('quizzes');
  const [open, setOpen] = useState<string | null>(reviewing ? 'review' : null);
  const control = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!reviewing) return;
    setOpen('review');
    control.current?.focus();
    control.current?.scrollIntoView({ block: 'start' });
  }, [reviewing]);
  return (
    <Card withBorder padding="lg" radius="md" component="article" aria-label={submission.quiz.title}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          {/* A long title breaks rather than push the badge out of a phone's card. */}
          <Text fw={700} size="lg" style={{ overflowWrap: 'anywhere' }}>
            <UserText>{submission.quiz.title}</UserText>
          </Text>
          <QuizStatusBadge status={submission.status} />
        </Group>
        {subject ? (
          <Text size="sm">
            <Trans t={t} i18nKey="student.result.subject" values={{ subject }} components={USER_TEXT_TAGS} />
          </Text>
        ) : null}
        <Group gap="lg">
          <Text size="sm">{t('student.result.score', { score: submission.score })}</Text>
          <Text size="sm">
            {t('student.result.correct', {
              correct: submission.correctAnswers,
              total: submission.totalQuestions,
            })}
          </Text>
          <Text size="sm">
            {t('student.result.timeTaken', {
              time: t('student.result.timeTakenValue', timeTakenParts(submission.timeTaken)),
            })}
          </Text>
          <Text size="sm">
            {t('student.result.submitted')} <DateTimeText iso={submission.submittedAt} />
          </Text>
        </Group>
        {submission.autoSubmitted ? (
          <Text size="sm" c="orange.8">
            {t('student.result.autoSubmitted')}
          </Text>
        ) : null}
        {submission.feedback ? (
          <Text size="sm">
            <Trans
              t={t}
              i18nKey="student.result.feedback"
              values={{ feedback: submission.feedback }}
              components={USER_TEXT_TAGS}
            />
          </Text>
        ) : null}
        {submission.answers.length > 0 ? (
          <Accordion
            variant="contained"
            chevronPosition="left"
            transitionDuration={0}
            value={open}
            onChange={setOpen}
          >
            <Accordion.Item value="review">
              <Accordion.Control ref={control}>{t('student.review.open')}</Accordion.Control>
              <Accordion.Panel>
                <AnswerKeyNotice submission={submission} />
                <List type="ordered" spacing="sm" listStyleType="none">
                  {submission.answers.map((answer, position) => (
                    <AnswerReview key={answer.question._id} answer={answer} position={position} />
                  ))}
                </List>
              </Accordion.Panel>
            </Accordion.Item>
          </Accordion>
        ) : null}
      </Stack>
    </Card>
  );
}
