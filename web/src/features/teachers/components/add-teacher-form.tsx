import { Button, Card, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import { teacherBody } from '@sabora/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormFeedback } from '../../../components/form-feedback';
import { fieldErrors, reasonOf } from '../../../lib/form-rules';
import { successText } from '../../../lib/success-text';
import { useFormValues } from '../../../lib/use-form-values';
import { useAddTeacher } from '../api/use-add-teacher';

const EMPTY = { firstName: '', lastName: '', email: '', phone: '', password: '' };
/** First name, last name, email and password are required; phone is optional. */
const REQUIRED = ['firstName', 'lastName', 'email', 'password'] as const;

export function AddTeacherForm() {
  const { t } = useTranslation('teachers');
  const form = useFormValues(EMPTY);
  const { values, bind } = form;
  const [error, setError] = useState<string | null>(null);
  const [added, setAdded] = useState<string | null>(null);
  const add = useAddTeacher();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setAdded(null);
    const labels = {
      firstName: t('fields.firstName'),
      lastName: t('fields.lastName'),
      email: t('fields.email'),
      phone: t('fields.phone'),
      password: t('fields.password'),
    };
    const errors = fieldErrors(teacherBody, values, labels, REQUIRED);
    setError(null);
    if (form.showErrors(errors)) return;
    add.mutate(teacherBody.parse(values), {
      onSuccess: (reply) => {
        form.reset();
        setAdded(successText(reply.message, t('done.added')));
      },
      onError: (failure) =>
        setError(form.takeServerError(failure) ? null : t('add.failed', { reason: reasonOf(failure) })),
    });
  }

  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="add-teacher-title">
      <Title order={2} size="h4" mb="md" id="add-teacher-title">
        {t('add.title')}
      </Title>
      <form ref={form.formRef} onSubmit={submit} noValidate aria-label={t('add.title')}>
        <Stack>
          <TextInput label={t('fields.firstName')} autoComplete="off" {...bind('firstName')} />
          <TextInput label={t('fields.lastName')} autoComplete="off" {...bind('lastName')} />
          <TextInput label={t('fields.email')} type="email" autoComplete="off" {...bind('email')} />
          <TextInput
            label={t('fields.phone')}
            description={t('fields.optional')}
            type="tel"
            autoComplete="off"
            {...bind('phone')}
          />
          <PasswordInput label={t('fields.password')} autoComplete="new-password" {...bind('password')} />
          <FormFeedback error={error} success={added} />
          <Button type="submit" loading={add.isPending} w="fit-content">
            {t('add.submit')}
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
