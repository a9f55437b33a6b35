import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { StaffQuiz } from '@sabora/contract';
import { type FormEvent, useState } from 'react';
import { FormFeedback } from '../../../components/form-feedback';
import { failureMessage } from '../../../lib/api-client';
import { reasonOf } from '../../../lib/form-rules';
import { useUpdateQuiz } from '../api/use-update-quiz';
import { QuizFields } from './quiz-fields';
import { checkQuiz, type QuizFormValues, quizValuesOf } from './quiz-form-values';

const UPDATE_FAILED = 'Failed to update quiz';

/** Edit Quiz: the create form's fields, pre-filled with the quiz and its ticked questions. */
export function EditQuizModal({ quiz, onClose }: { quiz: StaffQuiz; onClose: () => void }) {
  const [values, setValues] = useState<QuizFormValues>(() => quizValuesOf(quiz));
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateQuiz();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = checkQuiz(values, 'edit');
    if ('problem' in checked) {
      setError(checked.problem);
      return;
    }
    setError(null);
    update.mutate(
      { id: quiz._id, body: checked.body },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: 'Quiz updated successfully!' });
          onClose();
        },
        // Staff spec §8: the server's message, else the error's own, else the default text.
        onError: (failure) =>
          setError(failureMessage(failure, UPDATE_FAILED, reasonOf(failure) || UPDATE_FAILED)),
      },
    );
  }

  return (
    <Modal closeButtonProps={{ 'aria-label': 'Close' }} opened onClose={onClose} title="Edit Quiz" size="xl">
      <form onSubmit={submit} noValidate aria-label="Edit Quiz">
        <Stack>
          {quiz.attemptCount > 0 ? (
            // The server refuses (409) another subject or another set of questions once attempted.
            <Alert color="orange">
              Students have already attempted this quiz: its subject and questions can no longer change.
            </Alert>
          ) : null}
          <QuizFields values={values} onChange={setValues} existing />
          <FormFeedback error={error} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={update.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={update.isPending}>
              Save Changes
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
