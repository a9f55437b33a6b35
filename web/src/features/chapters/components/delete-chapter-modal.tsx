import { notifications } from '@mantine/notifications';
import type { Chapter } from '@sabora/contract';
import { ConfirmDeleteModal } from '../../../components/confirm-delete-modal';
import { failureMessage } from '../../../lib/api-client';
import { chapterHeading } from '../../../lib/chapter-text';
import { useDeleteChapter } from '../api/use-delete-chapter';

/** Asks before DELETE /chapters/{id}; a refusal is shown in the dialog. */
export function DeleteChapterModal({ chapter, onClose }: { chapter: Chapter; onClose: () => void }) {
  const remove = useDeleteChapter();
  return (
    <ConfirmDeleteModal
      opened
      title="Delete Chapter"
      question="Are you sure you want to delete this chapter?"
      itemName={chapterHeading(chapter)}
      error={remove.isError ? failureMessage(remove.error, 'Failed to delete chapter') : null}
      pending={remove.isPending}
      onClose={onClose}
      onConfirm={() =>
        remove.mutate(chapter, {
          onSuccess: (reply) => {
            notifications.show({ color: 'green', message: reply.message });
            onClose();
          },
        })
      }
    />
  );
}
