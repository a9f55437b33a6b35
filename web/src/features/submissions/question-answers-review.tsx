import { Badge, Group, List, Stack, Text } from '@mantine/core';
import type { HomeworkQuestionAnswers } from '@sabora/contract';

/**
 * A homework's questions as the student answered them online, marked automatically (issue 18):
 * shown to staff beside the handed-in files.
 */
export function QuestionAnswersReview({ marked }: { marked: HomeworkQuestionAnswers }) {
  return (
    <Stack gap={4} component="section" aria-label="Questions answered online">
      <Text size="sm" fw={600}>
        {`Questions answered online: ${marked.correct}/${marked.total} right (${marked.score}%)`}
      </Text>
      <List type="ordered" spacing={4} size="sm">
        {marked.answers.map((answer) => (
          <List.Item key={answer.question._id}>
            <Group gap="xs" wrap="nowrap" align="flex-start">
              <Badge color={answer.isCorrect ? 'green' : 'red'} variant="light" style={{ flexShrink: 0 }}>
                {answer.isCorrect ? 'Right' : 'Wrong'}
              </Badge>
              <Stack gap={0}>
                <Text size="sm" fw={500}>
                  {answer.question.title}
                </Text>
                <Text size="sm">{`Answer: ${answer.selectedAnswer || 'Not answered'}`}</Text>
                {answer.isCorrect ? null : (
                  <Text size="sm" c="dimmed">{`Correct answer: ${answer.correctAnswer}`}</Text>
                )}
              </Stack>
            </Group>
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}
