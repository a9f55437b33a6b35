import { AssignmentUploadForm } from '../../../components/assignment/assignment-upload-form';
import { useCreateExam } from '../api/use-create-exam';
import { EXAM_NOUN } from '../exam-noun';
import { ExamFields } from './exam-fields';
import { checkExam, newExamValues } from './exam-form-values';

/** The upload form at the top of /exams-admin; it empties itself after a successful upload. */
export function UploadExamForm() {
  return (
    <AssignmentUploadForm
      noun={EXAM_NOUN}
      empty={newExamValues}
      check={checkExam}
      create={useCreateExam()}
      fields={(form) => (
        <ExamFields
          values={form.values}
          onChange={form.onChange}
          errors={form.errors}
          file={form.fileField('file')}
        />
      )}
    />
  );
}
