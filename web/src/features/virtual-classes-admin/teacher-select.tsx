import { NativeSelect } from '@mantine/core';
import { fullName } from '../../lib/format';
import type { FieldBinding } from '../../lib/use-form-values';
import { useSubjectTeachers } from './api/use-subject-teachers';

/** The Teacher field (admins only): the teachers of the chosen subject, the primary one first. */
export function TeacherSelect({ subjectId, ...field }: FieldBinding & { subjectId: string }) {
  const teachers = useSubjectTeachers(subjectId, true);
  const placeholder = !subjectId
    ? 'Choose a subject first'
    : teachers.isPending
      ? 'Loading teachers…'
      : teachers.data?.length
        ? 'Choose a teacher'
        : 'No teachers for this subject';
  return (
    <NativeSelect
      label="Teacher"
      data={[
        { value: '', label: placeholder },
        ...(teachers.data ?? []).map((teacher) => ({
          value: teacher._id,
          label: teacher.isPrimary ? `${fullName(teacher)} (primary)` : fullName(teacher),
        })),
      ]}
      disabled={!teachers.isSuccess}
      {...field}
    />
  );
}
