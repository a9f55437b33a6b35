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
import { useTranslation } from 'react-i18next';
import { FormFeedback } from '../../../components/form-feedback';
import { reasonOf } from '../../../lib/form-rules';
import { useSubjectCatalogue } from '../../../lib/subjects/use-subject-catalogue';
import { useFormValues } from '../../../lib/use-form-values';
import { useCreateStudent } from '../api/use-create-student';
import {
  type EnrolmentState,
  newStudentBody,
  newStudentProblems,
  newStudentValues,
  stillToFix,
} from '../student-form';
import { ParentFields } from './parent-fields';
import { SubjectEnrolment } from './subject-enrolment';
import { SystemSelect } from './system-select';

const NO_ENROLMENT: EnrolmentState = { enabled: false, entries: [] };

/**
 * The Add Student modal. Its two steps (register, then profile) are
 * one here (POST /students/with-account): a refusal leaves nothing half-made behind.
 */
export function AddStudentModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('students');
  return (
    <Modal opened={opened} onClose={onClose} title={t('add.title')} size="xl">
      {/* Mounted only while open, so every opening starts from a blank form. */}
      {opened ? <AddStudentForm onDone={onClose} /> : null}
    </Modal>
  );
}

function AddStudentForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('students');
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
    form.showErrors(problems.fields);
    setTeacherErrors(problems.teachers);
    setError(problems.message);
    if (problems.message) return;
    try {
      await create.mutateAsync(newStudentBody(values, enrolment));
    } catch (failure) {
      setError(form.takeServerError(failure) ? null : t('add.failed', { reason: reasonOf(failure) }));
      return;
    }
    notifications.show({ color: 'green', message: t('add.done') });
    onDone();
  }

  return (
    <form ref={form.formRef} onSubmit={submit} noValidate aria-label={t('add.title')}>
      <Stack>
        <Title order={3} size="h5">
          {t('add.student')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t('fields.firstName')} autoComplete="off" {...bind('firstName')} />
          <TextInput label={t('fields.lastName')} autoComplete="off" {...bind('lastName')} />
          <TextInput label={t('fields.email')} type="email" autoComplete="off" {...bind('email')} />
          <TextInput label={t('fields.phone')} type="tel" autoComplete="off" {...bind('phone')} />
          <PasswordInput label={t('fields.password')} autoComplete="new-password" {...bind('password')} />
          <PasswordInput
            label={t('fields.confirmPassword')}
            autoComplete="new-password"
            {...bind('confirmPassword')}
          />
          <SystemSelect
            label={t('fields.system')}
            emptyLabel={t('fields.chooseSystem')}
            {...bind('system')}
          />
          <TextInput label={t('fields.academicYear')} {...bind('academicYear')} />
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
        <FormFeedback error={stillToFix(error, form.errors)} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('add.cancel')}
          </Button>
          <Button type="submit" loading={create.isPending}>
            {t('add.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
