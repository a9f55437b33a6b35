import { Button, Group, Modal, Stack } from '@mantine/core';
import type { StaffVirtualClass } from '@sabora/contract';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '../../lib/api-client';
import { successText } from '../../lib/success-text';
import { useFormValues } from '../../lib/use-form-values';
import { useCreateClass } from './api/use-create-class';
import { useUpdateClass } from './api/use-update-class';
import { ClassFields } from './class-fields';
import { checkClass, classValuesOf, newClassValues } from './class-form-values';
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

/** Create or edit a class (staff spec §2); a refusal stays in the dialog with what was typed. */
export function ClassFormModal({ editing, withTeacher, onSaved, onClose }: ClassFormModalProps) {
  const { t } = useTranslation('virtual-classes-admin');
  const form = useFormValues(() => (editing ? classValuesOf(editing) : newClassValues()));
  const create = useCreateClass();
  const update = useUpdateClass();
  const failure = useFlashMessage();
  const pending = create.isPending || update.isPending;
  const title = editing ? t('form.editTitle') : t('form.createTitle');

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    failure.clear();
    const checked = checkClass(form.values, { withTeacher });
    if ('errors' in checked) {
      form.showErrors(checked.errors);
      return;
    }
    const callbacks = {
      onSuccess: (reply: { message: string; autoEnrolledCount?: number }) => {
        const enrolled = reply.autoEnrolledCount ?? 0;
        const own = enrolled > 0 ? t('done.savedEnrolled', { count: enrolled }) : t('done.saved');
        onSaved(successText(reply.message, own));
      },
      onError: (error: unknown) => {
        if (!form.takeServerError(error))
          failure.show(failureMessage(error, t('form.failed'), t('form.failed')), false);
      },
    };
    if (editing) update.mutate({ id: editing._id, body: checked.body }, callbacks);
    else create.mutate(checked.body, callbacks);
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
          />
          <FlashMessageAlert message={failure.message} />
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
