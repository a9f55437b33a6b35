import type { Exam } from '@sabora/contract';
import { useTranslation } from 'react-i18next';
import { AssignmentManager } from '../../../components/assignment/assignment-manager';
import { BackToDashboard } from '../../../components/back-to-dashboard';
import { PageHeader } from '../../../components/page-header';
import { EXAM_NOUN } from '../exam-noun';
import { DeleteExamModal } from './delete-exam-modal';
import { EditExamModal } from './edit-exam-modal';
import { ExamList } from './exam-list';
import { UploadExamForm } from './upload-exam-form';

/** /exams-admin: upload an exam, then the paged list to edit, re-open or delete. */
export function ExamsAdminPage() {
  const { t } = useTranslation('exams');
  return (
    <>
      <PageHeader title={t('admin.title')} subtitle={t('admin.subtitle')} actions={<BackToDashboard />} />
      <AssignmentManager<Exam>
        noun={EXAM_NOUN}
        upload={<UploadExamForm />}
        list={(props) => <ExamList {...props} />}
        editDialog={(exam, onClose) => <EditExamModal exam={exam} onClose={onClose} />}
        deleteDialog={(exam, onClose) => <DeleteExamModal exam={exam} onClose={onClose} />}
      />
    </>
  );
}
