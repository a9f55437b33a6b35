import { notifications } from '@mantine/notifications';
import type { Homework } from '@sabora/contract';
import { ConfirmDeleteModal } from '../../../components/confirm-delete-modal';
import { failureMessage } from '../../../lib/api-client';
import { useDeleteHomework } from '../api/use-delete-homework';

const DELETE_FAILED = 'Failed to delete homework';

/** Asks before DELETE /homeworks/{id}; a refusal (409: students have submitted) stays shown. */
export function DeleteHomeworkModal({ homework, onClose }: { homework: Homework; onClose: () => void }) {
  const remove = useDeleteHomework();
  return (
    <ConfirmDeleteModal
      opened
      title="Delete Homework"
      question="Are you sure you want to delete this homework?"
      itemName={homework.title}
      error={remove.isError ? failureMessage(remove.error, DELETE_FAILED, DELETE_FAILED) : null}
      pending={remove.isPending}
      onClose={onClose}
      onConfirm={() =>
        remove.mutate(homework._id, {
          onSuccess: () => {
            notifications.show({ color: 'green', message: 'Homework deleted successfully!' });
            onClose();
          },
        })
      }
    />
  );
}
