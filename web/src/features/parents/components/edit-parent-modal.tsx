import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type Parent, parentUpdateBody } from '@sabora/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FailureAlert } from '../../../components/failure-alert';
import { successText } from '../../../lib/success-text';
import { useFormValues } from '../../../lib/use-form-values';
import { useUpdateParent } from '../api/use-update-parent';
import { checkParent, type ParentValues } from '../parent-form-check';

export function EditParentModal({ parent, onClose }: { parent: Parent | null; onClose: () => void }) {
  const { t } = useTranslation('parents');
  return (
    <Modal opened={parent !== null} onClose={onClose} title={t('edit.title')}>
      {parent ? <EditParentForm key={parent._id} parent={parent} onDone={onClose} /> : null}
    </Modal>
  );
}

function EditParentForm({ parent, onDone }: { parent: Parent; onDone: () => void }) {
  const { t } = useTranslation('parents');
  const labels = {
    firstName: t('fields.firstName'),
    lastName: t('fields.lastName'),
    email: t('fields.email'),
    phone: t('fields.phone'),
  };
  const form = useFormValues<ParentValues>(
    {
      firstName: parent.firstName,
      lastName: parent.lastName,
      email: parent.email,
      phone: parent.phone ?? '',
    },
    { labels },
  );
  const update = useUpdateParent();
  // A refusal that names a field shows there; any other under the form's failure title.
  const [failure, setFailure] = useState<unknown>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const errors = checkParent(form.values);
    setFailure(null);
    if (form.showErrors(errors)) return;
    update.mutate(
      { id: parent._id, body: parentUpdateBody.parse(form.values) },
      {
        onSuccess: (reply) => {
          notifications.show({ color: 'green', message: successText(reply.message, t('done.updated')) });
          onDone();
        },
        onError: (failure) => setFailure(form.takeServerError(failure) ? null : failure),
      },
    );
  }

  return (
    <form ref={form.formRef} onSubmit={submit} noValidate aria-label={t('edit.title')}>
      <Stack>
        <TextInput label={labels.firstName} {...form.bind('firstName')} />
        <TextInput label={labels.lastName} {...form.bind('lastName')} />
        <TextInput
          label={labels.email}
          type="email"
          description={t('edit.emailHint')}
          {...form.bind('email')}
        />
        <TextInput
          label={labels.phone}
          type="tel"
          description={t('edit.phoneHint')}
          {...form.bind('phone')}
        />
        <FailureAlert title={t('edit.failed')} error={failure} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('edit.cancel')}
          </Button>
          <Button type="submit" loading={update.isPending}>
            {t('edit.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
