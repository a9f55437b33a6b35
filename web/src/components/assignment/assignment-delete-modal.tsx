import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '../../lib/api-client';
import { ConfirmDeleteModal } from '../confirm-delete-modal';
import { type AssignmentNoun, assignmentWords } from './assignment-words';

interface AssignmentDeleteModalProps {
  noun: AssignmentNoun;
  item: { _id: string; title: string };
  /** The kind's delete call (DELETE /homeworks/{id}, DELETE /exams/{id}), mounted with the dialog. */
  remove: {
    isPending: boolean;
    isError: boolean;
    error: Error | null;
    mutate: (id: string, options: { onSuccess: () => void }) => void;
  };
  onClose: () => void;
}

/** Asks before deleting a homework or an exam; a refusal (409: students have submitted) stays shown. */
export function AssignmentDeleteModal({ noun, item, remove, onClose }: AssignmentDeleteModalProps) {
  const { t } = useTranslation();
  const words = assignmentWords(noun, t);
  return (
    <ConfirmDeleteModal
      opened
      title={words.deleteTitle}
      question={words.deleteQuestion}
      itemName={item.title}
      error={remove.isError ? failureMessage(remove.error, words.deleteFailed, words.deleteFailed) : null}
      pending={remove.isPending}
      onClose={onClose}
      onConfirm={() =>
        remove.mutate(item._id, {
          onSuccess: () => {
            notifications.show({ color: 'green', message: words.deleted });
            onClose();
          },
        })
      }
    />
  );
}
