import type { Exam } from '@sabora/contract';
import { useTranslation } from 'react-i18next';
import { AssignmentAdminPage } from '../../../components/assignment/assignment-admin-page';
import { EXAM_NOUN } from '../exam-noun';
import { DeleteExamModal } from './delete-exam-modal';
import { EditExamModal } from './edit-exam-modal';
import { ExamList } from './exam-list';
import { UploadExamForm } from './upload-exam-form';

/** /exams-admin (staff spec §2): upload an exam, then the paged list to edit, re-open or delete. */
export function ExamsAdminPage() {
  const { t } = useTranslation('exams');
  return (
    <AssignmentAdminPage<Exam>
      noun={EXAM_NOUN}
      title={t('admin.title')}
      subtitle={t('admin.subtitle')}
      upload={<UploadExamForm />}
      list={(props) => <ExamList {...props} />}
      editDialog={(exam, onClose) => <EditExamModal exam={exam} onClose={onClose} />}
      deleteDialog={(exam, onClose) => <DeleteExamModal exam={exam} onClose={onClose} />}
    />
  );
}
