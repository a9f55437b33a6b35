import type { Exam } from '@sabora/contract';
import { AssignmentAdminPage } from '../../../components/assignment/assignment-admin-page';
import { EXAM_NOUN } from '../exam-noun';
import { DeleteExamModal } from './delete-exam-modal';
import { EditExamModal } from './edit-exam-modal';
import { ExamList } from './exam-list';
import { UploadExamForm } from './upload-exam-form';

/** /exams-admin (staff spec §2): upload an exam, then the paged list to edit, re-open or delete. */
export function ExamsAdminPage() {
  return (
    <AssignmentAdminPage<Exam>
      noun={EXAM_NOUN}
      title="Exams Management"
      subtitle="Upload exam papers with their due dates; re-open an exam to accept late submissions."
      upload={<UploadExamForm />}
      list={(props) => <ExamList {...props} />}
      editDialog={(exam, onClose) => <EditExamModal exam={exam} onClose={onClose} />}
      deleteDialog={(exam, onClose) => <DeleteExamModal exam={exam} onClose={onClose} />}
    />
  );
}
