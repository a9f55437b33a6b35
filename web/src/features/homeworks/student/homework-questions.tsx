import { Badge, Group, Image, Radio, Stack, Text } from '@mantine/core';
import type { HomeworkSubmission, StudentHomework } from '@sabora/contract';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { SaveState } from '../../../components/answer-save-state';
import { USER_TEXT_TAGS, UserText } from '../../../components/user-text';
import { formatNumber } from '../../../lib/i18n/format';
import { isolate } from '../../../lib/isolate';
import { useSaveHomeworkAnswers } from '../api/use-save-homework-answers';

const LETTERS = 'ABCDEFGHIJ';

interface HomeworkQuestionsProps {
  homework: StudentHomework;
  submission: HomeworkSubmission | undefined;
}

/**
 * The multiple-choice questions attached to a homework: answered here, each answer saved
 * as it is chosen, until the homework is handed in or closes; then shown as answered, with the
 * automatic mark once the server gives it (after the due date).
 */
export function HomeworkQuestions({ homework, submission }: HomeworkQuestionsProps) {
  const open = !submission && new Date(homework.dueDate).getTime() > Date.now();
  const [answers, setAnswers] = useState<Record<string, string>>(() =>
    Object.fromEntries(homework.answers.map((a) => [a.question, a.selectedAnswer])),
  );
  const saver = useSaveHomeworkAnswers(homework._id);
  const { t } = useTranslation('homeworks');
  if (homework.questions.length === 0) return null;
  const marked = submission?.questionAnswers ?? null;
  const answered = homework.questions.filter((q) => answers[q._id]).length;

  return (
    <Stack
      gap="xs"
      component="section"
      aria-label={t('student.questions.regionOf', { title: isolate(homework.title) })}
    >
      <Group justify="space-between">
        <Text fw={600} size="sm">
          {t('student.questions.heading', { n: homework.questions.length })}
        </Text>
        {marked ? (
          <Text size="sm" fw={600}>
            {t('student.questions.right', {
              correct: marked.correct,
              total: marked.total,
              score: marked.score,
            })}
          </Text>
        ) : (
          <Stack gap={0} align="flex-end">
            <Text size="sm" c="dimmed">
              {t('student.questions.answeredOf', { answered, total: homework.questions.length })}
            </Text>
            {open ? <SaveState status={saver.status} /> : null}
          </Stack>
        )}
      </Group>
      {open ? (
        <Text size="xs" c="dimmed">
          {t('student.questions.savedNote')}
        </Text>
      ) : null}
      {homework.questions.map((question, position) => {
        const review = marked?.answers.find((a) => a.question._id === question._id);
        return (
          <Stack key={question._id} gap={4}>
            {question.image ? (
              // The homework's own image link: the student's session cookie authorises it.
              <Image
                src={question.image}
                alt={t('student.questions.figureFor', { title: isolate(question.title) })}
                maw={360}
                radius="sm"
                my={4}
              />
            ) : null}
            <Radio.Group
              label={
                <>
                  {formatNumber(position + 1)}. <UserText>{question.title}</UserText>
                </>
              }
              description={question.header ? <UserText block>{question.header}</UserText> : undefined}
              value={answers[question._id] ?? null}
              onChange={(choice) => {
                setAnswers((current) => ({ ...current, [question._id]: choice }));
                saver.save(question._id, choice);
              }}
              readOnly={!open}
            >
              <Stack gap={4} mt={4}>
                {question.options.filter(Boolean).map((option: string, index: number) => (
                  <Radio
                    key={option}
                    value={option}
                    label={
                      <>
                        {LETTERS[index] ?? '?'}. <UserText>{option}</UserText>
                      </>
                    }
                    disabled={!open}
                  />
                ))}
              </Stack>
            </Radio.Group>
            {review ? <ReviewLine review={review} /> : null}
          </Stack>
        );
      })}
    </Stack>
  );
}

function ReviewLine({
  review,
}: {
  review: NonNullable<HomeworkSubmission['questionAnswers']>['answers'][number];
}) {
  const { t } = useTranslation('homeworks');
  return (
    <Group gap="xs">
      <Badge color={review.isCorrect ? 'green' : 'red'} variant="light">
        {review.isCorrect ? t('student.questions.rightBadge') : t('student.questions.wrongBadge')}
      </Badge>
      {review.isCorrect ? null : (
        <Text size="sm">
          <Trans
            t={t}
            i18nKey="student.questions.correctAnswer"
            values={{ answer: review.correctAnswer }}
            components={USER_TEXT_TAGS}
          />
        </Text>
      )}
    </Group>
  );
}
