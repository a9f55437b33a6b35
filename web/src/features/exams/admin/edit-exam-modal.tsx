import { Button, Group, Modal, Stack, Switch } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Exam } from '@sabora/contract';
import { type FormEvent, useState } from 'react';
import { FormFeedback } from '../../../components/form-feedback';
import { failureMessage } from '../../../lib/api-client';
import { useUpdateExam } from '../api/use-update-exam';
import { ExamFields } from './exam-fields';
import { checkExam, type ExamFormValues, examValuesOf } from './exam-form-values';

const UPDATE_FAILED = 'Failed to update exam';

/**
 * Staff spec §2: the exam's fields pre-filled, an optional new file, the re-open switch, and
 * Save Changes (reading 'Saving...' while the call runs) and Cancel.
 */
export function EditExamModal({ exam, onClose }: { exam: Exam; onClose: () => void }) {
  const [values, setValues] = useState<ExamFormValues>(() => examValuesOf(exam));
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateExam();
  const saving = update.isPending;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = checkExam(values, file);
    if ('problem' in checked) {
      setError(checked.problem);
      return;
    }
    setError(null);
    update.mutate(
      { id: exam._id, fields: checked.fields, file },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: 'Exam updated successfully!' });
          onClose();
        },
        onError: (failure) => setError(failureMessage(failure, UPDATE_FAILED, UPDATE_FAILED)),
      },
    );
  }

  return (
    <Modal closeButtonProps={{ 'aria-label': 'Close' }} opened onClose={onClose} title="Edit Exam" size="lg">
      <form onSubmit={submit} noValidate aria-label="Edit Exam">
        <Stack>
          <ExamFields
            values={values}
            onChange={(patch) => setValues((current) => ({ ...current, ...patch }))}
            file={file}
            onFileChange={setFile}
            currentFile={exam.file?.originalName ?? null}
          />
          <Switch
            label="Re-open for late submissions"
            checked={values.reopened ?? false}
            onChange={(event) => {
              const reopened = event.currentTarget.checked;
              setValues((current) => ({ ...current, reopened }));
            }}
          />
          <FormFeedback error={error} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={saving}>
              Cancel
            </Button>
            <Button type="submit" disabled={saving}>
              {saving ? 'Saving...' : 'Save Changes'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
