import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import type { StaffVirtualClass } from '@sabora/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, failureMessage } from '../../lib/api-client';
import { successText } from '../../lib/success-text';
import { useFormValues } from '../../lib/use-form-values';
import { useCreateClass } from './api/use-create-class';
import { useUpdateClass } from './api/use-update-class';
import { ClassFields } from './class-fields';
import { type ClassJson, checkClass, classValuesOf, newClassValues } from './class-form-values';
import { FlashMessageAlert } from './flash-message-alert';
import { useFlashMessage } from './use-flash-message';

interface ClassFormModalProps {
  /** The class being edited, or null for a new one. */
  editing: StaffVirtualClass | null;
  withTeacher: boolean;
  /** Called with the server's success text once saved. */
  onSaved: (message: string) => void;
  onClose: () => void;
}

/** Create or edit a class; a refusal stays in the dialog with what was typed. */
export function ClassFormModal({ editing, withTeacher, onSaved, onClose }: ClassFormModalProps) {
  const { t } = useTranslation('virtual-classes-admin');
  const form = useFormValues(() => (editing ? classValuesOf(editing) : newClassValues()));
  const create = useCreateClass();
  const update = useUpdateClass();
  const failure = useFlashMessage();
  /** The server's warning of a class of the same subject at the same start, and what to resend. */
  const [duplicate, setDuplicate] = useState<{ message: string; body: ClassJson } | null>(null);
  const pending = create.isPending || update.isPending;
  const title = editing ? t('form.editTitle') : t('form.createTitle');

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    failure.clear();
    setDuplicate(null);
    const checked = checkClass(form.values, { withTeacher });
    if ('errors' in checked) {
      form.showErrors(checked.errors);
      return;
    }
    send(checked.body);
  }

  function send(body: ClassJson) {
    const callbacks = {
      onSuccess: (reply: { message: string; autoEnrolledCount?: number; createdCount?: number }) => {
        onSaved(successText(reply.message, savedText(reply)));
      },
      onError: (error: unknown) => {
        if (error instanceof ApiError && error.code === 'classDuplicate') {
          setDuplicate({ message: error.message, body });
          return;
        }
        if (!form.takeServerError(error))
          failure.show(failureMessage(error, t('form.failed'), t('form.failed')), false);
      },
    };
    if (editing) update.mutate({ id: editing._id, body }, callbacks);
    else create.mutate(body, callbacks);
  }

  function savedText({
    autoEnrolledCount = 0,
    createdCount = 1,
  }: {
    autoEnrolledCount?: number;
    createdCount?: number;
  }) {
    if (createdCount <= 1) {
      return autoEnrolledCount > 0 ? t('done.savedEnrolled', { count: autoEnrolledCount }) : t('done.saved');
    }
    const saved = t('done.savedWeekly', { count: createdCount });
    return autoEnrolledCount > 0 ? `${saved} ${t('done.enrolledEach', { count: autoEnrolledCount })}` : saved;
  }

  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('form.close') }}
      opened
      onClose={onClose}
      title={title}
      size="xl"
    >
      <form ref={form.formRef} onSubmit={submit} noValidate aria-label={title}>
        <Stack>
          <ClassFields
            values={form.values}
            errors={form.errors}
            bind={form.bind}
            set={form.set}
            withTeacher={withTeacher}
            creating={!editing}
          />
          <FlashMessageAlert message={failure.message} />
          {duplicate ? (
            <Alert color="yellow" role="alertdialog" aria-label={duplicate.message}>
              <Stack gap="xs">
                {duplicate.message}
                <Group>
                  <Button
                    color="yellow"
                    loading={pending}
                    onClick={() => {
                      setDuplicate(null);
                      send({ ...duplicate.body, allowDuplicate: true });
                    }}
                  >
                    {t('form.createAnyway')}
                  </Button>
                  <Button variant="default" onClick={() => setDuplicate(null)} disabled={pending}>
                    {t('form.goBack')}
                  </Button>
                </Group>
              </Stack>
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={pending}>
              {t('form.cancel')}
            </Button>
            <Button type="submit" loading={pending}>
              {editing ? t('form.save') : t('form.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
