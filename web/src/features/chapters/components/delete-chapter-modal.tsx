import { notifications } from '@mantine/notifications';
import type { Chapter } from '@sabora/contract';
import { useTranslation } from 'react-i18next';
import { ConfirmDeleteModal } from '../../../components/confirm-delete-modal';
import { failureMessage } from '../../../lib/api-client';
import { successText } from '../../../lib/success-text';
import { useDeleteChapter } from '../api/use-delete-chapter';
import { useChapterWords } from '../chapter-words';

/** Asks before DELETE /chapters/{id}; a refusal is shown in the dialog. */
export function DeleteChapterModal({ chapter, onClose }: { chapter: Chapter; onClose: () => void }) {
  const { t } = useTranslation('chapters');
  const words = useChapterWords();
  const remove = useDeleteChapter();
  return (
    <ConfirmDeleteModal
      opened
      title={t('delete.title')}
      question={t('delete.confirm')}
      itemName={words.heading(chapter)}
      error={remove.isError ? failureMessage(remove.error, t('delete.failed')) : null}
      pending={remove.isPending}
      onClose={onClose}
      onConfirm={() =>
        remove.mutate(chapter, {
          onSuccess: (reply) => {
            notifications.show({ color: 'green', message: successText(reply.message, t('done.deleted')) });
            onClose();
          },
        })
      }
    />
  );
}
