import { Switch } from '@mantine/core';
import type { Exam } from '@sabora/contract';
import { useTranslation } from 'react-i18next';
import { AssignmentEditModal } from '../../../components/assignment/assignment-edit-modal';
import { useUpdateExam } from '../api/use-update-exam';
import { EXAM_NOUN } from '../exam-noun';
import { ExamFields } from './exam-fields';
import { checkExam, examValuesOf } from './exam-form-values';

/**
 * The exam's fields pre-filled, an optional new file, the re-open switch, and
 * Save Changes (reading 'Saving...' while the call runs) and Cancel.
 */
export function EditExamModal({ exam, onClose }: { exam: Exam; onClose: () => void }) {
  const { t } = useTranslation('exams');
  return (
    <AssignmentEditModal
      noun={EXAM_NOUN}
      id={exam._id}
      initial={() => examValuesOf(exam)}
      check={checkExam}
      update={useUpdateExam()}
      size="lg"
      savingLabel={t('admin.saving')}
      onClose={onClose}
      fields={({ values, onChange, errors, fileField }) => (
        <>
          <ExamFields
            values={values}
            onChange={onChange}
            errors={errors}
            file={fileField('file', exam.file?.originalName ?? null)}
            existing
          />
          <Switch
            label={t('admin.reopen')}
            checked={values.reopened ?? false}
            onChange={(event) => {
              const reopened = event.currentTarget.checked;
              onChange((current) => ({ ...current, reopened }));
            }}
          />
        </>
      )}
    />
  );
}
