import { notifications } from '@mantine/notifications';
import type { Exam } from '@sabora/contract';
import { ConfirmDeleteModal } from '../../../components/confirm-delete-modal';
import { failureMessage } from '../../../lib/api-client';
import { useDeleteExam } from '../api/use-delete-exam';

const DELETE_FAILED = 'Failed to delete exam';

/** Asks before DELETE /exams/{id}; a refusal (409: students have submitted) stays shown. */
export function DeleteExamModal({ exam, onClose }: { exam: Exam; onClose: () => void }) {
  const remove = useDeleteExam();
  return (
    <ConfirmDeleteModal
      opened
      title="Delete Exam"
      question="Are you sure you want to delete this exam?"
      itemName={exam.title}
      error={remove.isError ? failureMessage(remove.error, DELETE_FAILED, DELETE_FAILED) : null}
      pending={remove.isPending}
      onClose={onClose}
      onConfirm={() =>
        remove.mutate(exam._id, {
          onSuccess: () => {
            notifications.show({ color: 'green', message: 'Exam deleted successfully!' });
            onClose();
          },
        })
      }
    />
  );
}
