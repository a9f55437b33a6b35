import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type Parent, parentUpdateBody } from '@sabora/contract';
import { type FormEvent, useState } from 'react';
import { FailureAlert } from '../../../components/failure-alert';
import { fieldErrors } from '../../../lib/form-rules';
import { useFormValues } from '../../../lib/use-form-values';
import { useUpdateParent } from '../api/use-update-parent';

const LABELS = { firstName: 'First name', lastName: 'Last name', email: 'Email', phone: 'Phone' };
/** Staff spec §5: parent edit needs all four. */
const REQUIRED = ['firstName', 'lastName', 'email', 'phone'] as const;

export function EditParentModal({ parent, onClose }: { parent: Parent | null; onClose: () => void }) {
  return (
    <Modal opened={parent !== null} onClose={onClose} title="Edit Parent">
      {parent ? <EditParentForm key={parent._id} parent={parent} onDone={onClose} /> : null}
    </Modal>
  );
}

function EditParentForm({ parent, onDone }: { parent: Parent; onDone: () => void }) {
  const form = useFormValues({
    firstName: parent.firstName,
    lastName: parent.lastName,
    email: parent.email,
    phone: parent.phone ?? '',
  });
  const update = useUpdateParent();
  // A refusal that names a field shows there; any other under the spec's title.
  const [failure, setFailure] = useState<unknown>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const errors = fieldErrors(parentUpdateBody, form.values, LABELS, REQUIRED);
    setFailure(null);
    if (form.showErrors(errors)) return;
    update.mutate(
      { id: parent._id, body: parentUpdateBody.parse(form.values) },
      {
        onSuccess: (reply) => {
          notifications.show({ color: 'green', message: reply.message });
          onDone();
        },
        onError: (failure) => setFailure(form.takeServerError(failure) ? null : failure),
      },
    );
  }

  return (
    <form ref={form.formRef} onSubmit={submit} noValidate aria-label="Edit Parent">
      <Stack>
        <TextInput label="First name" {...form.bind('firstName')} />
        <TextInput label="Last name" {...form.bind('lastName')} />
        <TextInput
          label="Email"
          type="email"
          description="Their children's parent email changes too, so they stay linked."
          {...form.bind('email')}
        />
        <TextInput
          label="Phone"
          type="tel"
          description="Parents sign in with email and phone."
          {...form.bind('phone')}
        />
        <FailureAlert title="Failed to update parent" error={failure} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={update.isPending}>
            Save Changes
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
