import type { StaffVirtualClass } from '@sabora/contract';
import { ConfirmDeleteModal } from '../../components/confirm-delete-modal';
import { failureMessage } from '../../lib/api-client';
import { useDeleteClass } from './api/use-delete-class';
import { useFlashMessage } from './use-flash-message';

const DELETE_FAILED = 'Failed to delete class';

interface DeleteClassModalProps {
  item: StaffVirtualClass;
  onDeleted: (message: string) => void;
  onClose: () => void;
}

/** Asks before DELETE /virtual-classes/{id} (staff spec §5); a refusal shows for 3 s. */
export function DeleteClassModal({ item, onDeleted, onClose }: DeleteClassModalProps) {
  const remove = useDeleteClass();
  const failure = useFlashMessage();
  return (
    <ConfirmDeleteModal
      opened
      title="Delete Virtual Class"
      question="Are you sure you want to delete this virtual class?"
      itemName={item.title}
      error={failure.message?.text}
      pending={remove.isPending}
      onClose={onClose}
      onConfirm={() =>
        remove.mutate(item._id, {
          onSuccess: (reply) => onDeleted(reply.message),
          onError: (error) => failure.show(failureMessage(error, DELETE_FAILED, DELETE_FAILED), false),
        })
      }
    />
  );
}
