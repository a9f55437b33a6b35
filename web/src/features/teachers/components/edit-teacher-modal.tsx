import { Button, Group, Modal, PasswordInput, Stack, Switch, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type Teacher, teacherUpdateBody } from '@sabora/contract';
import { type FormEvent, useState } from 'react';
import { FormFeedback } from '../../../components/form-feedback';
import { fieldErrors, hasErrors, reasonOf } from '../../../lib/form-rules';
import { useFormValues } from '../../../lib/use-form-values';
import { useUpdateTeacher } from '../api/use-update-teacher';

const LABELS = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  phone: 'Phone',
  password: 'New password',
};
const REQUIRED = ['firstName', 'lastName', 'email'] as const;

export function EditTeacherModal({ teacher, onClose }: { teacher: Teacher | null; onClose: () => void }) {
  return (
    <Modal opened={teacher !== null} onClose={onClose} title="Edit Teacher">
      {teacher ? <EditTeacherForm key={teacher._id} teacher={teacher} onDone={onClose} /> : null}
    </Modal>
  );
}

/** PUT /teachers/{id}: details, an optional new password, and whether the account is active. */
function EditTeacherForm({ teacher, onDone }: { teacher: Teacher; onDone: () => void }) {
  const form = useFormValues({
    firstName: teacher.firstName,
    lastName: teacher.lastName,
    email: teacher.email,
    phone: teacher.phone ?? '',
    password: '',
  });
  const [isActive, setActive] = useState(teacher.isActive);
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateTeacher();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const errors = fieldErrors(teacherUpdateBody, form.values, LABELS, REQUIRED);
    form.setErrors(errors);
    setError(null);
    if (hasErrors(errors)) return;
    const body = teacherUpdateBody.parse({ ...form.values, isActive });
    update.mutate(
      { id: teacher._id, body },
      {
        onSuccess: (reply) => {
          notifications.show({ color: 'green', message: reply.message });
          onDone();
        },
        onError: (failure) => setError(`Failed to update teacher: ${reasonOf(failure)}`),
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Edit Teacher">
      <Stack>
        <TextInput label="First name" {...form.bind('firstName')} />
        <TextInput label="Last name" {...form.bind('lastName')} />
        <TextInput label="Email" type="email" {...form.bind('email')} />
        <TextInput label="Phone" description="Optional" type="tel" {...form.bind('phone')} />
        <PasswordInput
          label="New password"
          description="Leave blank to keep the current password."
          autoComplete="new-password"
          {...form.bind('password')}
        />
        <Switch
          label="Active"
          description="An inactive teacher cannot sign in or be assigned subjects."
          checked={isActive}
          onChange={(event) => setActive(event.currentTarget.checked)}
        />
        <FormFeedback error={error} />
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
