import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { LibraryItem } from '@sabora/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { filesProblem } from '../../components/files-submit-form';
import { FormFeedback } from '../../components/form-feedback';
import { UploadProgressBar } from '../../components/upload-progress-bar';
import { failureMessage } from '../../lib/api-client';
import { successText } from '../../lib/success-text';
import { wasCancelled } from '../../lib/upload-with-progress';
import { useFormValues } from '../../lib/use-form-values';
import { useUpload } from '../../lib/use-upload';
import { createFormData, updateFormData } from './api/library-form-data';
import { useCreateLibraryItem } from './api/use-create-library-item';
import { useUpdateLibraryItem } from './api/use-update-library-item';
import {
  addErrors,
  editErrors,
  fileRequired,
  LIBRARY_FILE_RULES,
  libraryValuesOf,
  newLibraryValues,
} from './library-form-values';
import { LibraryItemFields } from './library-item-fields';
import { LIBRARY_FAILURES } from './library-words';

interface LibraryItemModalProps {
  /** The item edited; null adds a new one. */
  editing: LibraryItem | null;
  onClose: () => void;
}

/** Add or edit a library item; a material's file is sent with a progress bar and can be cancelled. */
export function LibraryItemModal({ editing, onClose }: LibraryItemModalProps) {
  const { t } = useTranslation('library-admin');
  const form = useFormValues(() => (editing ? libraryValuesOf(editing) : newLibraryValues()));
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string>();
  const [feedback, setFeedback] = useState<{ error?: string; notice?: string }>({});
  const upload = useUpload();
  const create = useCreateLibraryItem();
  const update = useUpdateLibraryItem();
  const saving = create.isPending || update.isPending;
  const title = t(editing ? 'form.editTitle' : 'page.add');
  const failed = t(editing ? LIBRARY_FAILURES.update : LIBRARY_FAILURES.add);

  // Closing the dialog mid-upload stops the upload too.
  const close = () => {
    upload.cancel();
    onClose();
  };

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { values } = form;
    const errors = editing ? editErrors(editing.type, values) : addErrors(values);
    const type = editing?.type ?? values.type;
    let problem: string | undefined;
    if (type === 'material' && file) problem = filesProblem([file], LIBRARY_FILE_RULES) ?? undefined;
    else if (type === 'material' && !editing) problem = fileRequired();
    const fieldsWrong = form.showErrors(errors);
    setFileError(problem);
    setFeedback({});
    if (fieldsWrong || problem) return;

    const callbacks = {
      onSuccess: (reply: { message: string }) => {
        notifications.show({
          color: 'green',
          message: successText(reply.message, t(editing ? 'done.updated' : 'done.added')),
        });
        onClose();
      },
      onError: (failure: Error) => {
        if (wasCancelled(failure)) setFeedback({ notice: t('upload.cancelled', { ns: 'common' }) });
        else if (!form.takeServerError(failure, { file: setFileError }))
          setFeedback({ error: failureMessage(failure, failed, failed) });
      },
      onSettled: upload.finish,
    };
    const sending = upload.start();
    if (editing) {
      const body = updateFormData(editing.type, values, file);
      update.mutate({ id: editing._id, body, ...sending }, callbacks);
    } else {
      create.mutate({ body: createFormData(values, file), ...sending }, callbacks);
    }
  }

  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('form.close') }}
      opened
      onClose={close}
      title={title}
      size="lg"
    >
      <form ref={form.formRef} onSubmit={submit} noValidate aria-label={title}>
        <Stack>
          <LibraryItemFields
            values={form.values}
            bind={form.bind}
            set={form.set}
            editing={editing}
            file={{
              value: file,
              error: fileError,
              onChange: (chosen) => {
                setFile(chosen);
                setFileError(undefined);
              },
            }}
            disabled={saving}
          />
          <UploadProgressBar upload={upload} />
          <FormFeedback error={feedback.error} />
          {feedback.notice ? (
            <Text role="status" c="dimmed" size="sm">
              {feedback.notice}
            </Text>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={saving}>
              {t('form.cancel')}
            </Button>
            <Button type="submit" loading={saving}>
              {t(editing ? 'form.save' : 'page.add')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
