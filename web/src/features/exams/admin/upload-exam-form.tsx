import { Button, Card, Group, Stack, Title } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { FormFeedback } from '../../../components/form-feedback';
import { failureMessage } from '../../../lib/api-client';
import { useCreateExam } from '../api/use-create-exam';
import { ExamFields } from './exam-fields';
import { checkExam, type ExamFormValues, newExamValues } from './exam-form-values';

const UPLOAD_FAILED = 'Failed to upload exam';

/** The upload form at the top of /exams-admin; it empties itself after a successful upload. */
export function UploadExamForm() {
  const [values, setValues] = useState<ExamFormValues>(newExamValues);
  const [file, setFile] = useState<File | null>(null);
  const [feedback, setFeedback] = useState<{ error?: string; success?: string }>({});
  const create = useCreateExam();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = checkExam(values, file);
    if ('problem' in checked) {
      setFeedback({ error: checked.problem });
      return;
    }
    setFeedback({});
    create.mutate(
      { fields: checked.fields, file },
      {
        onSuccess: () => {
          setValues(newExamValues());
          setFile(null);
          setFeedback({ success: 'Exam uploaded successfully!' });
        },
        onError: (failure) => setFeedback({ error: failureMessage(failure, UPLOAD_FAILED, UPLOAD_FAILED) }),
      },
    );
  }

  return (
    <Card withBorder radius="md" padding="lg">
      <form onSubmit={submit} noValidate aria-labelledby="upload-exam-title">
        <Stack>
          <Title order={2} size="h4" id="upload-exam-title">
            Upload Exam
          </Title>
          <ExamFields
            values={values}
            onChange={(patch) => setValues((current) => ({ ...current, ...patch }))}
            file={file}
            onFileChange={setFile}
          />
          <FormFeedback error={feedback.error} success={feedback.success} />
          <Group justify="flex-end">
            <Button type="submit" loading={create.isPending} leftSection={<IconUpload size={16} />}>
              Upload Exam
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
