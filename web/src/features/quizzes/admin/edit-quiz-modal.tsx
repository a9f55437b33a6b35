import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { StaffQuiz } from '@sabora/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormFeedback } from '../../../components/form-feedback';
import { failureMessage } from '../../../lib/api-client';
import { reasonOf } from '../../../lib/form-rules';
import { useFormValues } from '../../../lib/use-form-values';
import { useUpdateQuiz } from '../api/use-update-quiz';
import { QuizFields } from './quiz-fields';
import { checkQuiz, type QuizFormValues, quizFieldLabels, quizValuesOf } from './quiz-form-values';

/** Edit Quiz: the create form's fields, pre-filled with the quiz and its ticked questions. */
export function EditQuizModal({ quiz, onClose }: { quiz: StaffQuiz; onClose: () => void }) {
  const form = useFormValues<QuizFormValues>(() => quizValuesOf(quiz), { labels: quizFieldLabels() });
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateQuiz();
  const { t } = useTranslation('quizzes');

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = checkQuiz(form.values, 'edit');
    setError(null);
    if ('errors' in checked) {
      form.showErrors(checked.errors);
      return;
    }
    update.mutate(
      { id: quiz._id, body: checked.body },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: t('admin.edit.updated') });
          onClose();
        },
        // The server's message, else the error's own, else the default text.
        onError: (failure) => {
          if (form.takeServerError(failure)) return;
          const failed = t('admin.edit.failed');
          setError(failureMessage(failure, failed, reasonOf(failure) || failed));
        },
      },
    );
  }

  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('admin.edit.close') }}
      opened
      onClose={onClose}
      title={t('admin.edit.title')}
      size="xl"
    >
      <form ref={form.formRef} onSubmit={submit} noValidate aria-label={t('admin.edit.title')}>
        <Stack>
          {quiz.attemptCount > 0 ? (
            // The server refuses (409) another subject or another set of questions once attempted.
            <Alert color="orange">{t('admin.edit.attempted')}</Alert>
          ) : null}
          <QuizFields values={form.values} set={form.set} errors={form.errors} existing />
          <FormFeedback error={error} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={update.isPending}>
              {t('admin.edit.cancel')}
            </Button>
            <Button type="submit" loading={update.isPending}>
              {t('admin.edit.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
