import { Button, Card, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import { teacherBody } from '@sabora/contract';
import { type FormEvent, useState } from 'react';
import { FormFeedback } from '../../../components/form-feedback';
import { fieldErrors, hasErrors, reasonOf } from '../../../lib/form-rules';
import { useFormValues } from '../../../lib/use-form-values';
import { useAddTeacher } from '../api/use-add-teacher';

const EMPTY = { firstName: '', lastName: '', email: '', phone: '', password: '' };
const LABELS = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  phone: 'Phone',
  password: 'Password',
};
/** Staff spec §5: first name, last name, email and password are required; phone is optional. */
const REQUIRED = ['firstName', 'lastName', 'email', 'password'] as const;

export function AddTeacherForm() {
  const form = useFormValues(EMPTY);
  const { values, bind } = form;
  const [error, setError] = useState<string | null>(null);
  const [added, setAdded] = useState<string | null>(null);
  const add = useAddTeacher();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setAdded(null);
    const errors = fieldErrors(teacherBody, values, LABELS, REQUIRED);
    form.setErrors(errors);
    setError(null);
    if (hasErrors(errors)) return;
    add.mutate(teacherBody.parse(values), {
      onSuccess: (reply) => {
        form.reset();
        setAdded(reply.message);
      },
      onError: (failure) => setError(`Failed to add teacher: ${reasonOf(failure)}`),
    });
  }

  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="add-teacher-title">
      <Title order={2} size="h4" mb="md" id="add-teacher-title">
        Add Teacher
      </Title>
      <form onSubmit={submit} noValidate aria-label="Add Teacher">
        <Stack>
          <TextInput label="First name" autoComplete="off" {...bind('firstName')} />
          <TextInput label="Last name" autoComplete="off" {...bind('lastName')} />
          <TextInput label="Email" type="email" autoComplete="off" {...bind('email')} />
          <TextInput label="Phone" description="Optional" type="tel" autoComplete="off" {...bind('phone')} />
          <PasswordInput label="Password" autoComplete="new-password" {...bind('password')} />
          <FormFeedback error={error} success={added} />
          <Button type="submit" loading={add.isPending} w="fit-content">
            Add Teacher
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
