import type { Homework } from '@sabora/contract';
import { useTranslation } from 'react-i18next';
import { AssignmentManager } from '../../../components/assignment/assignment-manager';
import { BackToDashboard } from '../../../components/back-to-dashboard';
import { PageHeader } from '../../../components/page-header';
import { HOMEWORK_NOUN } from '../homework-noun';
import { DeleteHomeworkModal } from './delete-homework-modal';
import { EditHomeworkModal } from './edit-homework-modal';
import { HomeworkList } from './homework-list';
import { UploadHomeworkForm } from './upload-homework-form';

/** /homework-admin: upload a homework, then the paged list to edit or delete. */
export function HomeworkAdminPage() {
  const { t } = useTranslation('homeworks');
  return (
    <>
      <PageHeader title={t('admin.title')} subtitle={t('admin.subtitle')} actions={<BackToDashboard />} />
      <AssignmentManager<Homework>
        noun={HOMEWORK_NOUN}
        upload={<UploadHomeworkForm />}
        list={(props) => <HomeworkList {...props} />}
        editDialog={(homework, onClose) => <EditHomeworkModal homework={homework} onClose={onClose} />}
        deleteDialog={(homework, onClose) => <DeleteHomeworkModal homework={homework} onClose={onClose} />}
      />
    </>
  );
}
