import { Checkbox, NativeSelect, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { CLASS_DURATION, CLASS_MAX_PARTICIPANTS, type VirtualClassPlatform } from '@sabora/contract';
import { SubjectSelect } from '../../components/subject-select';
import type { FieldBinding } from '../../lib/use-form-values';
import { AgendaFields } from './agenda-fields';
import type { ClassFieldErrors, ClassFormValues } from './class-form-values';
import { ClassStartPicker } from './class-start-picker';
import { PLATFORM_OPTIONS } from './class-words';
import { SubjectStudentsNote } from './subject-students-note';
import { TeacherSelect } from './teacher-select';

interface ClassFieldsProps {
  values: ClassFormValues;
  errors: ClassFieldErrors;
  bind: (name: keyof ClassFieldErrors) => FieldBinding;
  set: <K extends keyof ClassFormValues>(name: K, value: ClassFormValues[K]) => void;
  /** Admins pick the teacher; a teacher is the class's teacher (staff spec §6). */
  withTeacher: boolean;
}

/** Every field of the create/edit form (staff spec §2), the same in both. */
export function ClassFields({ values, errors, bind, set, withTeacher }: ClassFieldsProps) {
  return (
    <Stack>
      <TextInput label="Title" {...bind('title')} />
      <SimpleGrid cols={{ base: 1, sm: withTeacher ? 2 : 1 }}>
        <SubjectSelect
          value={values.subject}
          error={errors.subject}
          onChange={(subject) => {
            set('subject', subject);
            // Another subject has other teachers.
            set('teacher', '');
          }}
        />
        {withTeacher ? <TeacherSelect subjectId={values.subject} {...bind('teacher')} /> : null}
      </SimpleGrid>
      <Textarea label="Description" rows={3} resize="vertical" {...bind('description')} />
      <ClassStartPicker
        value={values.scheduledDate}
        error={errors.scheduledDate}
        onChange={(iso) => set('scheduledDate', iso)}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label="Duration (minutes)"
          description={`${CLASS_DURATION.min}–${CLASS_DURATION.max} minutes`}
          inputMode="numeric"
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          {...bind('duration')}
        />
        <TextInput
          label="Max participants"
          description={`${CLASS_MAX_PARTICIPANTS.min}–${CLASS_MAX_PARTICIPANTS.max}`}
          inputMode="numeric"
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          {...bind('maxParticipants')}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <NativeSelect
          label="Platform"
          data={PLATFORM_OPTIONS}
          value={values.platform}
          onChange={(event) => set('platform', event.currentTarget.value as VirtualClassPlatform)}
        />
        <TextInput label="Meeting link" placeholder="https://…" type="url" {...bind('meetingLink')} />
        <TextInput label="Meeting ID" {...bind('meetingId')} />
        <TextInput label="Meeting password" {...bind('meetingPassword')} />
      </SimpleGrid>
      <TextInput label="Academic Year" placeholder="2024-2025" {...bind('academicYear')} />
      <AgendaFields items={values.agenda} onChange={(agenda) => set('agenda', agenda)} />
      <Checkbox
        label="Automatically enroll the subject's students"
        description={<SubjectStudentsNote subjectId={values.subject} />}
        checked={values.autoEnrollStudents}
        onChange={(event) => set('autoEnrollStudents', event.currentTarget.checked)}
      />
    </Stack>
  );
}
