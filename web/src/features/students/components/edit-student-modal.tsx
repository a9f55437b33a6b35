import {
  Button,
  Divider,
  Group,
  Modal,
  NativeSelect,
  PasswordInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { STUDENT_STATUSES, type Student } from '@sabora/contract';
import { type FormEvent, useState } from 'react';
import { FormFeedback } from '../../../components/form-feedback';
import { reasonOf } from '../../../lib/form-rules';
import { fullName } from '../../../lib/format';
import { useSubjectCatalogue } from '../../../lib/queries/use-subject-catalogue';
import { useFormValues } from '../../../lib/use-form-values';
import { useSetPassword } from '../api/use-set-password';
import { useUpdateStudent } from '../api/use-update-student';
import {
  editStudentBody,
  editStudentProblems,
  editStudentValues,
  enrolmentOf,
  statusLabel,
} from '../student-form';
import { ParentFields } from './parent-fields';
import { SubjectEnrolment } from './subject-enrolment';
import { SystemSelect } from './system-select';

/** A status the server holds that is not in the list still shows, as it is (staff spec §3). */
function statusOptions(current: string) {
  const statuses: string[] = [...STUDENT_STATUSES];
  if (!statuses.includes(current)) statuses.push(current);
  return statuses.map((status) => ({ value: status, label: statusLabel(status) }));
}

interface EditStudentModalProps {
  student: Student | null;
  onClose: () => void;
}

export function EditStudentModal({ student, onClose }: EditStudentModalProps) {
  return (
    <Modal opened={student !== null} onClose={onClose} title="Edit Student" size="xl">
      {student ? <EditStudentForm key={student._id} student={student} onDone={onClose} /> : null}
    </Modal>
  );
}

/** Staff spec §2, §5 and §8: profile first, then the new password if one was typed. */
function EditStudentForm({ student, onDone }: { student: Student; onDone: () => void }) {
  const form = useFormValues(() => editStudentValues(student));
  const { values, bind } = form;
  const [enrolment, setEnrolment] = useState(() => enrolmentOf(student));
  const [teacherErrors, setTeacherErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateStudent();
  const setPassword = useSetPassword();
  const catalogue = useSubjectCatalogue(
    values.system || undefined,
    enrolment.enabled && values.system !== '',
  );

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problems = editStudentProblems(values, enrolment, catalogue.data);
    form.setErrors(problems.fields);
    setTeacherErrors(problems.teachers);
    setError(problems.message);
    if (problems.message) return;
    try {
      await update.mutateAsync({ id: student._id, body: editStudentBody(values, enrolment) });
    } catch (failure) {
      setError(`Failed to update student: ${reasonOf(failure)}`);
      return;
    }
    if (values.password) {
      try {
        await setPassword.mutateAsync({ userId: student.user._id, password: values.password });
      } catch (failure) {
        setError(`Student updated but password update failed: ${reasonOf(failure)}`);
        return;
      }
    }
    notifications.show({ color: 'green', message: 'Student updated successfully!' });
    onDone();
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Edit Student">
      <Stack>
        <Text c="dimmed">
          {fullName(student.user)} · {student.studentId} · {student.user.email}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <SystemSelect label="System" emptyLabel="Choose a system" {...bind('system')} />
          <TextInput label="Academic year" {...bind('academicYear')} />
          <NativeSelect label="Status" data={statusOptions(student.status)} {...bind('status')} />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput label="First name" {...bind('firstName')} />
          <TextInput label="Last name" {...bind('lastName')} />
          <TextInput label="Phone" type="tel" {...bind('phone')} />
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
        <Divider />
        <Title order={3} size="h5">
          Password
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <PasswordInput
            label="New password"
            description="Leave blank to keep the current password."
            autoComplete="new-password"
            {...bind('password')}
          />
          <PasswordInput
            label="Confirm new password"
            autoComplete="new-password"
            {...bind('confirmPassword')}
          />
        </SimpleGrid>
        <FormFeedback error={error} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={update.isPending || setPassword.isPending}>
            Save Changes
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
