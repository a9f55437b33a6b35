import { Button, Card, Group, Stack, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { FormFeedback } from '../../../components/form-feedback';
import { failureMessage } from '../../../lib/api-client';
import { useCreateQuiz } from '../api/use-create-quiz';
import { QuizFields } from './quiz-fields';
import { checkQuiz, newQuizValues, type QuizFormValues } from './quiz-form-values';

const CREATED = 'Quiz created successfully!';
const CREATE_FAILED = 'Failed to create quiz';

/** The Create Quiz form at the top of /quizzes-admin; it empties itself after a successful create. */
export function CreateQuizForm() {
  const [values, setValues] = useState<QuizFormValues>(newQuizValues);
  const [feedback, setFeedback] = useState<{ error?: string; success?: string }>({});
  const create = useCreateQuiz();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = checkQuiz(values, 'create');
    if ('problem' in checked) {
      setFeedback({ error: checked.problem });
      return;
    }
    setFeedback({});
    create.mutate(checked.body, {
      onSuccess: () => {
        setValues(newQuizValues());
        setFeedback({ success: CREATED });
      },
      onError: (failure) => setFeedback({ error: failureMessage(failure, CREATE_FAILED, CREATE_FAILED) }),
    });
  }

  return (
    <Card withBorder radius="md" padding="lg">
      <form onSubmit={submit} noValidate aria-labelledby="create-quiz-title">
        <Stack>
          <Title order={2} size="h4" id="create-quiz-title">
            Create Quiz
          </Title>
          <QuizFields values={values} onChange={setValues} />
          <FormFeedback error={feedback.error} success={feedback.success} />
          <Group justify="flex-end">
            <Button type="submit" loading={create.isPending} leftSection={<IconPlus size={16} />}>
              Create Quiz
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
