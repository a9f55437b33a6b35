import {
  Button,
  Divider,
  Group,
  Modal,
  PasswordInput,
  SimpleGrid,
  Stack,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type FormEvent, useState } from 'react';
import { FormFeedback } from '../../../components/form-feedback';
import { reasonOf } from '../../../lib/form-rules';
import { useSubjectCatalogue } from '../../../lib/queries/use-subject-catalogue';
import { useFormValues } from '../../../lib/use-form-values';
import { useCreateStudent } from '../api/use-create-student';
import { type EnrolmentState, newStudentBody, newStudentProblems, newStudentValues } from '../student-form';
import { ParentFields } from './parent-fields';
import { SubjectEnrolment } from './subject-enrolment';
import { SystemSelect } from './system-select';

const NO_ENROLMENT: EnrolmentState = { enabled: false, entries: [] };

/**
 * Staff spec §2 and §4: the Add Student modal. The spec's two calls (register, then profile) are
 * one here (POST /students/with-account): a refusal leaves nothing half-made behind.
 */
export function AddStudentModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title="Add Student" size="xl">
      {/* Mounted only while open, so every opening starts from a blank form. */}
      {opened ? <AddStudentForm onDone={onClose} /> : null}
    </Modal>
  );
}

function AddStudentForm({ onDone }: { onDone: () => void }) {
  const form = useFormValues(newStudentValues);
  const { values, bind } = form;
  const [enrolment, setEnrolment] = useState(NO_ENROLMENT);
  const [teacherErrors, setTeacherErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const create = useCreateStudent();
  const catalogue = useSubjectCatalogue(
    values.system || undefined,
    enrolment.enabled && values.system !== '',
  );

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problems = newStudentProblems(values, enrolment, catalogue.data);
    form.setErrors(problems.fields);
    setTeacherErrors(problems.teachers);
    setError(problems.message);
    if (problems.message) return;
    try {
      await create.mutateAsync(newStudentBody(values, enrolment));
    } catch (failure) {
      setError(`Failed to add student: ${reasonOf(failure)}`);
      return;
    }
    notifications.show({ color: 'green', message: 'Student added successfully!' });
    onDone();
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Add Student">
      <Stack>
        <Title order={3} size="h5">
          Student
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="First name" autoComplete="off" {...bind('firstName')} />
          <TextInput label="Last name" autoComplete="off" {...bind('lastName')} />
          <TextInput label="Email" type="email" autoComplete="off" {...bind('email')} />
          <TextInput label="Phone" type="tel" autoComplete="off" {...bind('phone')} />
          <PasswordInput label="Password" autoComplete="new-password" {...bind('password')} />
          <PasswordInput label="Confirm password" autoComplete="new-password" {...bind('confirmPassword')} />
          <SystemSelect label="System" emptyLabel="Choose a system" {...bind('system')} />
          <TextInput label="Academic year" {...bind('academicYear')} />
        </SimpleGrid>
        <ParentFields bind={bind} />
        <Divider />
        <SubjectEnrolment
          system={values.system}
          state={enrolment}
          onChange={(state) => {
            setEnrolment(state);
            setTeacherErrors({});
          }}
          subjects={catalogue.data}
          loadFailed={catalogue.isError}
          errors={teacherErrors}
        />
        <FormFeedback error={error} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={create.isPending}>
            Add Student
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
