import type { Homework } from '@sabora/contract';
import { AssignmentDeleteModal } from '../../../components/assignment/assignment-delete-modal';
import { useDeleteHomework } from '../api/use-delete-homework';
import { HOMEWORK_NOUN } from '../homework-noun';

/** Asks before DELETE /homeworks/{id}; a refusal (409: students have submitted) stays shown. */
export function DeleteHomeworkModal({ homework, onClose }: { homework: Homework; onClose: () => void }) {
  return (
    <AssignmentDeleteModal
      noun={HOMEWORK_NOUN}
      item={homework}
      remove={useDeleteHomework()}
      onClose={onClose}
    />
  );
}
