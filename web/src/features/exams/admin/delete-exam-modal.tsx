import type { Exam } from '@sabora/contract';
import { AssignmentDeleteModal } from '../../../components/assignment/assignment-delete-modal';
import { useDeleteExam } from '../api/use-delete-exam';
import { EXAM_NOUN } from '../exam-noun';

/** Asks before DELETE /exams/{id}; a refusal (409: students have submitted) stays shown. */
export function DeleteExamModal({ exam, onClose }: { exam: Exam; onClose: () => void }) {
  return <AssignmentDeleteModal noun={EXAM_NOUN} item={exam} remove={useDeleteExam()} onClose={onClose} />;
}
