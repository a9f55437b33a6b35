import { Button, Card, Group, Stack, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormFeedback } from '../../../components/form-feedback';
import { failureMessage } from '../../../lib/api-client';
import { useCreateQuiz } from '../api/use-create-quiz';
import { QuizFields } from './quiz-fields';
import { checkQuiz, newQuizValues, type QuizFormValues } from './quiz-form-values';

/** The Create Quiz form at the top of /quizzes-admin; it empties itself after a successful create. */
export function CreateQuizForm() {
  const [values, setValues] = useState<QuizFormValues>(newQuizValues);
  const [feedback, setFeedback] = useState<{ error?: string; success?: string }>({});
  const create = useCreateQuiz();
  const { t } = useTranslation('quizzes');

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
        setFeedback({ success: t('admin.create.created') });
      },
      onError: (failure) => {
        const failed = t('admin.create.failed');
        setFeedback({ error: failureMessage(failure, failed, failed) });
      },
    });
  }

  return (
    <Card withBorder radius="md" padding="lg">
      <form onSubmit={submit} noValidate aria-labelledby="create-quiz-title">
        <Stack>
          <Title order={2} size="h4" id="create-quiz-title">
            {t('admin.create.heading')}
          </Title>
          <QuizFields values={values} onChange={setValues} />
          <FormFeedback error={feedback.error} success={feedback.success} />
          <Group justify="flex-end">
            <Button type="submit" loading={create.isPending} leftSection={<IconPlus size={16} />}>
              {t('admin.create.button')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
