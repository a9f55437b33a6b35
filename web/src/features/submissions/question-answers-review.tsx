import { Badge, Group, List, Stack, Text } from '@mantine/core';
import type { HomeworkQuestionAnswers } from '@sabora/contract';
import { Trans, useTranslation } from 'react-i18next';
import { USER_TEXT_TAGS, UserText } from '../../components/user-text';

/**
 * A homework's questions as the student answered them online, marked automatically:
 * shown to staff beside the handed-in files.
 */
export function QuestionAnswersReview({ marked }: { marked: HomeworkQuestionAnswers }) {
  const { t } = useTranslation('submissions');
  return (
    <Stack gap={4} component="section" aria-label={t('answers.heading')}>
      <Text size="sm" fw={600}>
        {t('answers.summary', { correct: marked.correct, total: marked.total, score: marked.score })}
      </Text>
      <List type="ordered" spacing={4} size="sm">
        {marked.answers.map((answer) => (
          <List.Item key={answer.question._id}>
            <Group gap="xs" wrap="nowrap" align="flex-start">
              <Badge color={answer.isCorrect ? 'green' : 'red'} variant="light" style={{ flexShrink: 0 }}>
                {answer.isCorrect ? t('answers.right') : t('answers.wrong')}
              </Badge>
              <Stack gap={0}>
                <Text size="sm" fw={500}>
                  <UserText>{answer.question.title}</UserText>
                </Text>
                <Text size="sm">
                  <Trans
                    t={t}
                    i18nKey="answers.answer"
                    values={{ answer: answer.selectedAnswer || t('answers.notAnswered') }}
                    components={USER_TEXT_TAGS}
                  />
                </Text>
                {answer.isCorrect ? null : (
                  <Text size="sm" c="dimmed">
                    <Trans
                      t={t}
                      i18nKey="answers.correctAnswer"
                      values={{ answer: answer.correctAnswer }}
                      components={USER_TEXT_TAGS}
                    />
                  </Text>
                )}
              </Stack>
            </Group>
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}
