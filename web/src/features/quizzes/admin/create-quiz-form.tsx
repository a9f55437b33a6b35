import { Button, Card, Group, Stack, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormFeedback } from '../../../components/form-feedback';
import { failureMessage } from '../../../lib/api-client';
import { useFormValues } from '../../../lib/use-form-values';
import { useCreateQuiz } from '../api/use-create-quiz';
import { QuizFields } from './quiz-fields';
import { checkQuiz, newQuizValues, type QuizFormValues, quizFieldLabels } from './quiz-form-values';

/** The Create Quiz form at the top of /quizzes-admin; it empties itself after a successful create. */
export function CreateQuizForm() {
  const form = useFormValues<QuizFormValues>(newQuizValues, { labels: quizFieldLabels() });
  const [feedback, setFeedback] = useState<{ error?: string; success?: string }>({});
  const create = useCreateQuiz();
  const { t } = useTranslation('quizzes');

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = checkQuiz(form.values, 'create');
    setFeedback({});
    if ('errors' in checked) {
      form.showErrors(checked.errors);
      return;
    }
    create.mutate(checked.body, {
      onSuccess: () => {
        form.reset();
        setFeedback({ success: t('admin.create.created') });
      },
      onError: (failure) => {
        if (form.takeServerError(failure)) return;
        const failed = t('admin.create.failed');
        setFeedback({ error: failureMessage(failure, failed, failed) });
      },
    });
  }

  return (
    <Card withBorder radius="md" padding="lg">
      <form ref={form.formRef} onSubmit={submit} noValidate aria-labelledby="create-quiz-title">
        <Stack>
          <Title order={2} size="h4" id="create-quiz-title">
            {t('admin.create.heading')}
          </Title>
          <QuizFields values={form.values} set={form.set} errors={form.errors} />
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
