import { AssignmentUploadForm } from '../../../components/assignment/assignment-upload-form';
import { useCreateHomework } from '../api/use-create-homework';
import { HOMEWORK_NOUN } from '../homework-noun';
import { HomeworkFields } from './homework-fields';
import { checkHomework, newHomeworkValues } from './homework-form-values';

/** The upload form at the top of /homework-admin; it empties itself after a successful upload. */
export function UploadHomeworkForm() {
  return (
    <AssignmentUploadForm
      noun={HOMEWORK_NOUN}
      empty={newHomeworkValues}
      check={checkHomework}
      create={useCreateHomework()}
      unshown={['questions']}
      fields={(form) => (
        <HomeworkFields
          values={form.values}
          onChange={form.onChange}
          errors={form.errors}
          file={form.fileField('file')}
        />
      )}
    />
  );
}
