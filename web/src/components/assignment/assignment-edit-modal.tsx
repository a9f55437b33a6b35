import { Button, Group, Modal, type ModalProps, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '../../lib/api-client';
import { wasCancelled } from '../../lib/upload-with-progress';
import { FormFeedback } from '../form-feedback';
import { UploadProgressBar } from '../upload-progress-bar';
import {
  type AssignmentFormBinding,
  type AssignmentInput,
  type CheckAssignment,
  type SaveCall,
  useAssignmentDraft,
} from './assignment-draft';
import { type AssignmentNoun, assignmentWords } from './assignment-words';

interface AssignmentEditModalProps<V extends object, F> {
  noun: AssignmentNoun;
  /** The item edited. */
  id: string;
  /** Its current values, pre-filled. */
  initial: () => V;
  check: CheckAssignment<V, F>;
  /** The kind's update call (PUT /homeworks/{id}, PUT /exams/{id}). */
  update: SaveCall<{ id: string } & AssignmentInput<F>>;
  size: ModalProps['size'];
  /**
   * Exams: Save Changes reads this ('Saving...') and is disabled while the call
   * runs. Without it the button shows a spinner instead.
   */
  savingLabel?: string;
  /** The kind's fields, pre-filled. */
  fields: (form: AssignmentFormBinding<V>) => ReactNode;
  /** Fields with no place for a message (lib/use-form-values.ts). */
  unshown?: readonly (keyof V & string)[];
  onClose: () => void;
}

/** Edit a homework or an exam: the upload form's fields, pre-filled, with Save Changes and Cancel. */
export function AssignmentEditModal<V extends object, F>({
  noun,
  id,
  initial,
  check,
  update,
  size,
  savingLabel,
  fields,
  unshown,
  onClose,
}: AssignmentEditModalProps<V, F>) {
  const { t } = useTranslation();
  const words = assignmentWords(noun, t);
  const draft = useAssignmentDraft(initial, check, { unshown });
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const saving = update.isPending;

  const submit = draft.submitWith((input) => {
    setError(null);
    setNotice(null);
    update.mutate(
      { id, ...input },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: words.updated });
          onClose();
        },
        onError: (failure) => {
          if (wasCancelled(failure)) setNotice(t('upload.cancelled'));
          else if (!draft.takeServerError(failure)) {
            setError(failureMessage(failure, words.updateFailed, words.updateFailed));
          }
        },
        onSettled: draft.upload.finish,
      },
    );
  });

  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('actions.close') }}
      opened
      onClose={onClose}
      title={words.edit}
      size={size}
    >
      <form ref={draft.formRef} onSubmit={submit} noValidate aria-label={words.edit}>
        <Stack>
          {fields(draft.binding)}
          <UploadProgressBar upload={draft.upload} />
          <FormFeedback error={error} />
          {notice ? (
            <Text role="status" c="dimmed" size="sm">
              {notice}
            </Text>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={saving}>
              {t('actions.cancel')}
            </Button>
            {savingLabel ? (
              <Button type="submit" disabled={saving}>
                {saving ? savingLabel : t('actions.saveChanges')}
              </Button>
            ) : (
              <Button type="submit" loading={saving}>
                {t('actions.saveChanges')}
              </Button>
            )}
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
