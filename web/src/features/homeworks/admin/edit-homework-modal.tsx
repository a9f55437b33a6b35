import { Button, Group, Modal, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Homework } from '@sabora/contract';
import { type FormEvent, useState } from 'react';
import { FormFeedback } from '../../../components/form-feedback';
import { failureMessage } from '../../../lib/api-client';
import { useUpdateHomework } from '../api/use-update-homework';
import { HomeworkFields } from './homework-fields';
import { checkHomework, type HomeworkFormValues, homeworkValuesOf } from './homework-form-values';

const UPDATE_FAILED = 'Failed to update homework';

/** Edit a homework: the upload form's fields, pre-filled, plus the correction file. */
export function EditHomeworkModal({ homework, onClose }: { homework: Homework; onClose: () => void }) {
  const [values, setValues] = useState<HomeworkFormValues>(() => homeworkValuesOf(homework));
  const [file, setFile] = useState<File | null>(null);
  const [correctionFile, setCorrectionFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateHomework();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = checkHomework(values, [file, correctionFile]);
    if ('problem' in checked) {
      setError(checked.problem);
      return;
    }
    setError(null);
    update.mutate(
      { id: homework._id, fields: checked.fields, file, correctionFile },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: 'Homework updated successfully!' });
          onClose();
        },
        onError: (failure) => setError(failureMessage(failure, UPDATE_FAILED, UPDATE_FAILED)),
      },
    );
  }

  return (
    <Modal
      closeButtonProps={{ 'aria-label': 'Close' }}
      opened
      onClose={onClose}
      title="Edit Homework"
      size="xl"
    >
      <form onSubmit={submit} noValidate aria-label="Edit Homework">
        <Stack>
          <HomeworkFields
            values={values}
            onChange={setValues}
            file={{ value: file, onChange: setFile, current: homework.file?.originalName }}
            correctionFile={{
              value: correctionFile,
              onChange: setCorrectionFile,
              current: homework.correctionFile?.originalName,
            }}
          />
          <FormFeedback error={error} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={update.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={update.isPending}>
              Save Changes
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
