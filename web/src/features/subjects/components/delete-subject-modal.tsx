import { notifications } from '@mantine/notifications';
import type { Subject } from '@sabora/contract';
import { useTranslation } from 'react-i18next';
import { ConfirmDeleteModal } from '../../../components/confirm-delete-modal';
import { failureMessage } from '../../../lib/api-client';
import { successText } from '../../../lib/success-text';
import { useDeleteSubject } from '../api/use-delete-subject';

/** Asks before DELETE /subjects/{id}; a refusal (409: students enrolled) is shown in the dialog. */
export function DeleteSubjectModal({ subject, onClose }: { subject: Subject; onClose: () => void }) {
  const { t } = useTranslation('subjects');
  const remove = useDeleteSubject();
  return (
    <ConfirmDeleteModal
      opened
      title={t('delete.title')}
      question={t('delete.confirm')}
      itemName={`${subject.name} (${subject.code})`}
      error={remove.isError ? failureMessage(remove.error, t('delete.failed')) : null}
      pending={remove.isPending}
      onClose={onClose}
      onConfirm={() =>
        remove.mutate(subject._id, {
          onSuccess: (reply) => {
            notifications.show({ color: 'green', message: successText(reply.message, t('done.deleted')) });
            onClose();
          },
        })
      }
    />
  );
}
