import { notifications } from '@mantine/notifications';
import type { LibraryItem } from '@sabora/contract';
import { useTranslation } from 'react-i18next';
import { ConfirmDeleteModal } from '../../components/confirm-delete-modal';
import { failureMessage } from '../../lib/api-client';
import { successText } from '../../lib/success-text';
import { useDeleteLibraryItem } from './api/use-delete-library-item';
import { LIBRARY_FAILURES } from './library-words';

/** Asks first; a refusal stays shown in the dialog. */
export function DeleteLibraryItemModal({ item, onClose }: { item: LibraryItem; onClose: () => void }) {
  const { t } = useTranslation('library-admin');
  const remove = useDeleteLibraryItem();
  const failed = t(LIBRARY_FAILURES.delete);
  return (
    <ConfirmDeleteModal
      opened
      title={t('delete.title')}
      question={t('delete.question')}
      itemName={item.title}
      error={remove.isError ? failureMessage(remove.error, failed, failed) : null}
      pending={remove.isPending}
      onClose={onClose}
      onConfirm={() =>
        remove.mutate(item._id, {
          onSuccess: (reply) => {
            notifications.show({ color: 'green', message: successText(reply.message, t('done.deleted')) });
            onClose();
          },
        })
      }
    />
  );
}
