import { notifications } from '@mantine/notifications';
import type { LibraryItem } from '@sabora/contract';
import { ConfirmDeleteModal } from '../../components/confirm-delete-modal';
import { failureMessage } from '../../lib/api-client';
import { useDeleteLibraryItem } from './api/use-delete-library-item';
import { DELETE_QUESTION, LIBRARY_FAILURES } from './library-words';

/** Asks first (staff spec §5); a refusal stays shown in the dialog. */
export function DeleteLibraryItemModal({ item, onClose }: { item: LibraryItem; onClose: () => void }) {
  const remove = useDeleteLibraryItem();
  return (
    <ConfirmDeleteModal
      opened
      title="Delete Resource"
      question={DELETE_QUESTION}
      itemName={item.title}
      error={
        remove.isError ? failureMessage(remove.error, LIBRARY_FAILURES.delete, LIBRARY_FAILURES.delete) : null
      }
      pending={remove.isPending}
      onClose={onClose}
      onConfirm={() =>
        remove.mutate(item._id, {
          onSuccess: (reply) => {
            notifications.show({ color: 'green', message: reply.message });
            onClose();
          },
        })
      }
    />
  );
}
