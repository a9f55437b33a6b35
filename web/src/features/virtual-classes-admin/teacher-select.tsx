import { NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { fullName } from '../../lib/format';
import type { FieldBinding } from '../../lib/use-form-values';
import { useSubjectTeachers } from './api/use-subject-teachers';

/** The Teacher field (admins only): the teachers of the chosen subject, the primary one first. */
export function TeacherSelect({ subjectId, ...field }: FieldBinding & { subjectId: string }) {
  const { t } = useTranslation('virtual-classes-admin');
  const teachers = useSubjectTeachers(subjectId, true);
  const placeholder = !subjectId
    ? t('teacherSelect.chooseSubject')
    : teachers.isPending
      ? t('teacherSelect.loading')
      : teachers.data?.length
        ? t('teacherSelect.choose')
        : t('teacherSelect.none');
  return (
    <NativeSelect
      label={t('fields.teacher')}
      data={[
        { value: '', label: placeholder },
        ...(teachers.data ?? []).map((teacher) => ({
          value: teacher._id,
          label: teacher.isPrimary
            ? t('teacherSelect.primary', { name: fullName(teacher) })
            : fullName(teacher),
        })),
      ]}
      disabled={!teachers.isSuccess}
      {...field}
    />
  );
}
