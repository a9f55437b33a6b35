import { Button, Group, Modal, PasswordInput, Stack, Switch, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type Teacher, teacherUpdateBody } from '@sabora/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormFeedback } from '../../../components/form-feedback';
import { fieldErrors, reasonOf } from '../../../lib/form-rules';
import { successText } from '../../../lib/success-text';
import { useFormValues } from '../../../lib/use-form-values';
import { useUpdateTeacher } from '../api/use-update-teacher';

const REQUIRED = ['firstName', 'lastName', 'email'] as const;

export function EditTeacherModal({ teacher, onClose }: { teacher: Teacher | null; onClose: () => void }) {
  const { t } = useTranslation('teachers');
  return (
    <Modal opened={teacher !== null} onClose={onClose} title={t('edit.title')}>
      {teacher ? <EditTeacherForm key={teacher._id} teacher={teacher} onDone={onClose} /> : null}
    </Modal>
  );
}

/** PUT /teachers/{id}: details, an optional new password, and whether the account is active. */
function EditTeacherForm({ teacher, onDone }: { teacher: Teacher; onDone: () => void }) {
  const { t } = useTranslation('teachers');
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
    const labels = {
      firstName: t('fields.firstName'),
      lastName: t('fields.lastName'),
      email: t('fields.email'),
      phone: t('fields.phone'),
      password: t('edit.newPassword'),
    };
    const errors = fieldErrors(teacherUpdateBody, form.values, labels, REQUIRED);
    setError(null);
    if (form.showErrors(errors)) return;
    const body = teacherUpdateBody.parse({ ...form.values, isActive });
    update.mutate(
      { id: teacher._id, body },
      {
        onSuccess: (reply) => {
          notifications.show({ color: 'green', message: successText(reply.message, t('done.updated')) });
          onDone();
        },
        onError: (failure) =>
          setError(form.takeServerError(failure) ? null : t('edit.failed', { reason: reasonOf(failure) })),
      },
    );
  }

  return (
    <form ref={form.formRef} onSubmit={submit} noValidate aria-label={t('edit.title')}>
      <Stack>
        <TextInput label={t('fields.firstName')} {...form.bind('firstName')} />
        <TextInput label={t('fields.lastName')} {...form.bind('lastName')} />
        <TextInput label={t('fields.email')} type="email" {...form.bind('email')} />
        <TextInput
          label={t('fields.phone')}
          description={t('fields.optional')}
          type="tel"
          {...form.bind('phone')}
        />
        <PasswordInput
          label={t('edit.newPassword')}
          description={t('edit.keepPassword')}
          autoComplete="new-password"
          {...form.bind('password')}
        />
        <Switch
          label={t('edit.active')}
          description={t('edit.activeHint')}
          checked={isActive}
          onChange={(event) => setActive(event.currentTarget.checked)}
        />
        <FormFeedback error={error} />
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
