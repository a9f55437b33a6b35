import { Button, Card, Group, Stack, Title } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { FormFeedback } from '../../../components/form-feedback';
import { failureMessage } from '../../../lib/api-client';
import { useCreateHomework } from '../api/use-create-homework';
import { HomeworkFields } from './homework-fields';
import { checkHomework, type HomeworkFormValues, newHomeworkValues } from './homework-form-values';

const UPLOADED = 'Homework uploaded successfully!';
const UPLOAD_FAILED = 'Failed to upload homework';

/** The upload form at the top of /homework-admin; it empties itself after a successful upload. */
export function UploadHomeworkForm() {
  const [values, setValues] = useState<HomeworkFormValues>(newHomeworkValues);
  const [file, setFile] = useState<File | null>(null);
  const [feedback, setFeedback] = useState<{ error?: string; success?: string }>({});
  const create = useCreateHomework();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = checkHomework(values, [file]);
    if ('problem' in checked) {
      setFeedback({ error: checked.problem });
      return;
    }
    setFeedback({});
    create.mutate(
      { fields: checked.fields, file },
      {
        onSuccess: () => {
          setValues(newHomeworkValues());
          setFile(null);
          setFeedback({ success: UPLOADED });
        },
        onError: (failure) => setFeedback({ error: failureMessage(failure, UPLOAD_FAILED, UPLOAD_FAILED) }),
      },
    );
  }

  return (
    <Card withBorder radius="md" padding="lg">
      <form onSubmit={submit} noValidate aria-labelledby="upload-homework-title">
        <Stack>
          <Title order={2} size="h4" id="upload-homework-title">
            Upload Homework
          </Title>
          <HomeworkFields values={values} onChange={setValues} file={{ value: file, onChange: setFile }} />
          <FormFeedback error={feedback.error} success={feedback.success} />
          <Group justify="flex-end">
            <Button type="submit" loading={create.isPending} leftSection={<IconUpload size={16} />}>
              Upload Homework
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
