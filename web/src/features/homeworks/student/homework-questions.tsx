import { Image, List, Stack, Text } from '@mantine/core';
import type { StudentHomework } from '@sabora/contract';

type HomeworkQuestion = StudentHomework['questions'][number];

const LETTERS = 'ABCDEFGHIJ';

/** The non-empty options, lettered in order (the letter identifies the choice). */
const choicesOf = (question: HomeworkQuestion) =>
  question.options.filter(Boolean).map((text, position) => ({ letter: LETTERS[position] ?? '?', text }));

/** The multiple-choice questions attached to a homework, to read (the answers go in the files). */
export function HomeworkQuestions({ questions }: { questions: readonly HomeworkQuestion[] }) {
  if (questions.length === 0) return null;
  return (
    <Stack gap="xs" component="section" aria-label="Questions">
      <Text fw={600} size="sm">
        Questions ({questions.length})
      </Text>
      <List type="ordered" spacing="sm" size="sm">
        {questions.map((question) => (
          <List.Item key={question._id}>
            <Text size="sm" fw={500}>
              {question.title}
            </Text>
            {question.header ? (
              <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-line' }}>
                {question.header}
              </Text>
            ) : null}
            {question.image ? (
              // The homework's own image link: the student's session cookie authorises it.
              <Image
                src={question.image}
                alt={`Figure for: ${question.title}`}
                maw={360}
                radius="sm"
                my={4}
              />
            ) : null}
            <List size="sm" withPadding listStyleType="none" mt={4}>
              {choicesOf(question).map((choice) => (
                <List.Item key={choice.letter}>
                  {choice.letter}. {choice.text}
                </List.Item>
              ))}
            </List>
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}
