import { notifications } from '@mantine/notifications';
import type { StaffQuiz } from '@sabora/contract';
import { ConfirmDeleteModal } from '../../../components/confirm-delete-modal';
import { failureMessage } from '../../../lib/api-client';
import { useDeleteQuiz } from '../api/use-delete-quiz';

const DELETE_FAILED = 'Failed to delete quiz';

/** Asks before DELETE /quizzes/{id}; a refusal (409: students have attempted it) stays shown. */
export function DeleteQuizModal({ quiz, onClose }: { quiz: StaffQuiz; onClose: () => void }) {
  const remove = useDeleteQuiz();
  return (
    <ConfirmDeleteModal
      opened
      title="Delete Quiz"
      question="Are you sure you want to delete this quiz?"
      itemName={quiz.title}
      error={remove.isError ? failureMessage(remove.error, DELETE_FAILED, DELETE_FAILED) : null}
      pending={remove.isPending}
      onClose={onClose}
      onConfirm={() =>
        remove.mutate(quiz._id, {
          onSuccess: () => {
            notifications.show({ color: 'green', message: 'Quiz deleted successfully!' });
            onClose();
          },
        })
      }
    />
  );
}
