import { Checkbox, NativeSelect, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import {
  academicYearOn,
  CLASS_DURATION,
  CLASS_MAX_PARTICIPANTS,
  CLASS_REPEAT_MAX_OCCURRENCES,
  type VirtualClassPlatform,
} from '@sabora/contract';
import { useTranslation } from 'react-i18next';
import { SubjectSelect } from '../../components/subject-select';
import { formatNumber } from '../../lib/i18n/format';
import type { FieldBinding } from '../../lib/use-form-values';
import { AgendaFields } from './agenda-fields';
import { type ClassFieldErrors, type ClassFormValues, classLabelOf } from './class-form-values';
import { ClassStartPicker } from './class-start-picker';
import { platformOptions } from './class-words';
import { SubjectStudentsNote } from './subject-students-note';
import { TeacherSelect } from './teacher-select';

interface ClassFieldsProps {
  values: ClassFormValues;
  errors: ClassFieldErrors;
  bind: (name: keyof ClassFieldErrors) => FieldBinding;
  set: <K extends keyof ClassFormValues>(name: K, value: ClassFormValues[K]) => void;
  /** Admins pick the teacher; a teacher is the class's teacher. */
  withTeacher: boolean;
  /** A new class may repeat weekly; an edit changes one class. */
  creating: boolean;
}

/** Every field of the create/edit form, the same in both (docs/product/rules.md, "Scheduling"). */
export function ClassFields({ values, errors, bind, set, withTeacher, creating }: ClassFieldsProps) {
  const { t } = useTranslation('virtual-classes-admin');
  return (
    <Stack>
      <TextInput label={classLabelOf('title')} {...bind('title')} />
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
      <Textarea label={classLabelOf('description')} rows={3} resize="vertical" {...bind('description')} />
      <ClassStartPicker
        value={values.scheduledDate}
        error={errors.scheduledDate}
        onChange={(iso) => set('scheduledDate', iso)}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('form.durationLabel')}
          description={t('form.durationRange', {
            min: formatNumber(CLASS_DURATION.min),
            max: formatNumber(CLASS_DURATION.max),
          })}
          inputMode="numeric"
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          {...bind('duration')}
        />
        <TextInput
          label={classLabelOf('maxParticipants')}
          description={`${formatNumber(CLASS_MAX_PARTICIPANTS.min)}–${formatNumber(CLASS_MAX_PARTICIPANTS.max)}`}
          inputMode="numeric"
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          {...bind('maxParticipants')}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <NativeSelect
          label={classLabelOf('platform')}
          data={platformOptions()}
          value={values.platform}
          onChange={(event) => set('platform', event.currentTarget.value as VirtualClassPlatform)}
        />
        <TextInput
          label={classLabelOf('meetingLink')}
          placeholder={t('form.linkPlaceholder')}
          type="url"
          {...bind('meetingLink')}
        />
        <TextInput label={classLabelOf('meetingId')} {...bind('meetingId')} />
        <TextInput label={classLabelOf('meetingPassword')} {...bind('meetingPassword')} />
      </SimpleGrid>
      <TextInput
        label={classLabelOf('academicYear')}
        placeholder={academicYearOn(new Date())}
        {...bind('academicYear')}
      />
      <AgendaFields items={values.agenda} onChange={(agenda) => set('agenda', agenda)} />
      <Checkbox
        label={t('form.autoEnroll')}
        description={<SubjectStudentsNote subjectId={values.subject} />}
        checked={values.autoEnrollStudents}
        onChange={(event) => set('autoEnrollStudents', event.currentTarget.checked)}
      />
      {creating ? (
        <>
          <Checkbox
            label={t('form.repeatWeekly')}
            description={t('form.repeatNote', { max: formatNumber(CLASS_REPEAT_MAX_OCCURRENCES) })}
            checked={values.repeatWeekly}
            onChange={(event) => set('repeatWeekly', event.currentTarget.checked)}
          />
          {values.repeatWeekly ? (
            <TextInput type="date" label={classLabelOf('repeatWeeklyUntil')} {...bind('repeatWeeklyUntil')} />
          ) : null}
        </>
      ) : null}
    </Stack>
  );
}
