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
import { useTranslation } from 'react-i18next';
import { FormFeedback } from '../../../components/form-feedback';
import { UserText } from '../../../components/user-text';
import { reasonOf } from '../../../lib/form-rules';
import { fullName } from '../../../lib/format';
import { useSubjectCatalogue } from '../../../lib/subjects/use-subject-catalogue';
import { useFormValues } from '../../../lib/use-form-values';
import { useSetPassword } from '../api/use-set-password';
import { useUpdateStudent } from '../api/use-update-student';
import {
  editStudentBody,
  editStudentProblems,
  editStudentValues,
  enrolmentOf,
  statusLabel,
  stillToFix,
} from '../student-form';
import { ParentFields } from './parent-fields';
import { SubjectEnrolment } from './subject-enrolment';
import { SystemSelect } from './system-select';

/** A status the server holds that is not in the list still shows, as it is. */
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
  const { t } = useTranslation('students');
  return (
    <Modal opened={student !== null} onClose={onClose} title={t('edit.title')} size="xl">
      {student ? <EditStudentForm key={student._id} student={student} onDone={onClose} /> : null}
    </Modal>
  );
}

/** Profile first, then the new password if one was typed. */
function EditStudentForm({ student, onDone }: { student: Student; onDone: () => void }) {
  const { t } = useTranslation('students');
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
    form.showErrors(problems.fields);
    setTeacherErrors(problems.teachers);
    setError(problems.message);
    if (problems.message) return;
    try {
      await update.mutateAsync({ id: student._id, body: editStudentBody(values, enrolment) });
    } catch (failure) {
      setError(form.takeServerError(failure) ? null : t('edit.failed', { reason: reasonOf(failure) }));
      return;
    }
    if (values.password) {
      try {
        await setPassword.mutateAsync({ userId: student.user._id, password: values.password });
      } catch (failure) {
        setError(t('edit.passwordFailed', { reason: reasonOf(failure) }));
        return;
      }
    }
    notifications.show({ color: 'green', message: t('edit.done') });
    onDone();
  }

  return (
    <form ref={form.formRef} onSubmit={submit} noValidate aria-label={t('edit.title')}>
      <Stack>
        <Text c="dimmed">
          <UserText>{fullName(student.user)}</UserText> · <UserText>{student.studentId}</UserText> ·{' '}
          <UserText>{student.user.email}</UserText>
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <SystemSelect
            label={t('fields.system')}
            emptyLabel={t('fields.chooseSystem')}
            {...bind('system')}
          />
          <TextInput label={t('fields.academicYear')} {...bind('academicYear')} />
          <NativeSelect label={t('fields.status')} data={statusOptions(student.status)} {...bind('status')} />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput label={t('fields.firstName')} {...bind('firstName')} />
          <TextInput label={t('fields.lastName')} {...bind('lastName')} />
          <TextInput label={t('fields.phone')} type="tel" {...bind('phone')} />
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
          {t('edit.password')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <PasswordInput
            label={t('edit.newPassword')}
            description={t('edit.keepPassword')}
            autoComplete="new-password"
            {...bind('password')}
          />
          <PasswordInput
            label={t('edit.confirmNewPassword')}
            autoComplete="new-password"
            {...bind('confirmPassword')}
          />
        </SimpleGrid>
        <FormFeedback error={stillToFix(error, form.errors)} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('edit.cancel')}
          </Button>
          <Button type="submit" loading={update.isPending || setPassword.isPending}>
            {t('edit.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
