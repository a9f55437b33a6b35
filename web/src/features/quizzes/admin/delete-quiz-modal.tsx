import { notifications } from '@mantine/notifications';
import type { StaffQuiz } from '@sabora/contract';
import { useTranslation } from 'react-i18next';
import { ConfirmDeleteModal } from '../../../components/confirm-delete-modal';
import { failureMessage } from '../../../lib/api-client';
import { useDeleteQuiz } from '../api/use-delete-quiz';

/** Asks before DELETE /quizzes/{id}; a refusal (409: students have attempted it) stays shown. */
export function DeleteQuizModal({ quiz, onClose }: { quiz: StaffQuiz; onClose: () => void }) {
  const remove = useDeleteQuiz();
  const { t } = useTranslation('quizzes');
  const failed = t('admin.delete.failed');
  return (
    <ConfirmDeleteModal
      opened
      title={t('admin.delete.title')}
      question={t('admin.delete.question')}
      itemName={quiz.title}
      error={remove.isError ? failureMessage(remove.error, failed, failed) : null}
      pending={remove.isPending}
      onClose={onClose}
      onConfirm={() =>
        remove.mutate(quiz._id, {
          onSuccess: () => {
            notifications.show({ color: 'green', message: t('admin.delete.deleted') });
            onClose();
          },
        })
      }
    />
  );
}
