import type { StaffVirtualClass } from '@sabora/contract';
import { useTranslation } from 'react-i18next';
import { ConfirmDeleteModal } from '../../components/confirm-delete-modal';
import { failureMessage } from '../../lib/api-client';
import { successText } from '../../lib/success-text';
import { useDeleteClass } from './api/use-delete-class';
import { useFlashMessage } from './use-flash-message';

interface DeleteClassModalProps {
  item: StaffVirtualClass;
  onDeleted: (message: string) => void;
  onClose: () => void;
}

/** Asks before DELETE /virtual-classes/{id}; a refusal shows for 3 s. */
export function DeleteClassModal({ item, onDeleted, onClose }: DeleteClassModalProps) {
  const { t } = useTranslation('virtual-classes-admin');
  const remove = useDeleteClass();
  const failed = t('delete.failed');
  const failure = useFlashMessage();
  return (
    <ConfirmDeleteModal
      opened
      title={t('delete.title')}
      question={t('delete.question')}
      itemName={item.title}
      error={failure.message?.text}
      pending={remove.isPending}
      onClose={onClose}
      onConfirm={() =>
        remove.mutate(item._id, {
          onSuccess: (reply) => onDeleted(successText(reply.message, t('done.deleted'))),
          onError: (error) => failure.show(failureMessage(error, failed, failed), false),
        })
      }
    />
  );
}
