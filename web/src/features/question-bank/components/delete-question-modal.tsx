import { notifications } from '@mantine/notifications';
import type { Question } from '@sabora/contract';
import { useTranslation } from 'react-i18next';
import { ConfirmDeleteModal } from '../../../components/confirm-delete-modal';
import { reasonOf } from '../../../lib/form-rules';
import { successText } from '../../../lib/success-text';
import { useDeleteQuestion } from '../api/use-delete-question';

/** Asks before DELETE /question-bank/{id}; a refusal (409: a homework or quiz uses it) stays shown. */
export function DeleteQuestionModal({ question, onClose }: { question: Question; onClose: () => void }) {
  const { t } = useTranslation('question-bank');
  const remove = useDeleteQuestion();
  return (
    <ConfirmDeleteModal
      opened
      title={t('delete.title')}
      question={t('delete.confirm')}
      itemName={question.title}
      error={remove.isError ? t('delete.failed', { reason: reasonOf(remove.error) }) : null}
      pending={remove.isPending}
      onClose={onClose}
      onConfirm={() =>
        remove.mutate(question._id, {
          onSuccess: (reply) => {
            notifications.show({ color: 'green', message: successText(reply.message, t('done.deleted')) });
            onClose();
          },
        })
      }
    />
  );
}
