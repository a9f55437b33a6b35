import type { Homework } from '@sabora/contract';
import { AssignmentEditModal } from '../../../components/assignment/assignment-edit-modal';
import { useUpdateHomework } from '../api/use-update-homework';
import { HOMEWORK_NOUN } from '../homework-noun';
import { HomeworkFields } from './homework-fields';
import { checkHomework, homeworkValuesOf } from './homework-form-values';

/** Edit a homework: the upload form's fields, pre-filled, plus the correction file. */
export function EditHomeworkModal({ homework, onClose }: { homework: Homework; onClose: () => void }) {
  return (
    <AssignmentEditModal
      noun={HOMEWORK_NOUN}
      id={homework._id}
      initial={() => homeworkValuesOf(homework)}
      check={checkHomework}
      update={useUpdateHomework()}
      size="xl"
      onClose={onClose}
      unshown={['questions']}
      fields={({ values, onChange, errors, fileField }) => (
        <HomeworkFields
          values={values}
          onChange={onChange}
          errors={errors}
          file={fileField('file', homework.file?.originalName)}
          correctionFile={fileField('correctionFile', homework.correctionFile?.originalName)}
          existing
        />
      )}
    />
  );
}
