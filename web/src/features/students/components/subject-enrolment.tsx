import {
  Alert,
  Badge,
  Checkbox,
  Group,
  Loader,
  NativeSelect,
  Paper,
  Stack,
  Switch,
  Text,
} from '@mantine/core';
import type { Subject, System } from '@sabora/contract';
import type { TFunction } from 'i18next';
import { Trans, useTranslation } from 'react-i18next';
import { USER_TEXT_TAGS, UserText } from '../../../components/user-text';
import { fullName } from '../../../lib/format';
import type { EnrolmentDraft, EnrolmentState } from '../student-form';

interface SubjectEnrolmentProps {
  system: System | '';
  state: EnrolmentState;
  onChange: (state: EnrolmentState) => void;
  /** The chosen system's subjects with their teachers (undefined while loading). */
  subjects: Subject[] | undefined;
  loadFailed: boolean;
  /** Subject id → message under that subject's teacher choice. */
  errors: Record<string, string>;
}

/** A ticked subject starts with its primary teacher, or its only one. */
function defaultTeacher(subject: Subject): string {
  const primary = subject.teachers.find((teacher) => teacher.isPrimary);
  if (primary) return primary._id;
  return subject.teachers.length === 1 ? (subject.teachers[0]?._id ?? '') : '';
}

function teacherOptions(subject: Subject, t: TFunction<'students'>) {
  return [
    { value: '', label: t('enrolment.chooseTeacher') },
    ...subject.teachers.map((teacher) => ({
      value: teacher._id,
      label: teacher.isPrimary ? t('enrolment.primary', { name: fullName(teacher) }) : fullName(teacher),
    })),
  ];
}

/** The "Enroll in subjects" switch, the chosen system's subjects, a teacher for each. */
export function SubjectEnrolment({
  system,
  state,
  onChange,
  subjects,
  loadFailed,
  errors,
}: SubjectEnrolmentProps) {
  const { t } = useTranslation('students');
  const entryOf = (subject: Subject) =>
    state.entries.find((entry) => entry.subject === subject._id && entry.system === system);

  function toggle(subject: Subject, checked: boolean) {
    if (!system) return;
    const others = state.entries.filter((entry) => entry.subject !== subject._id);
    const added: EnrolmentDraft = {
      subject: subject._id,
      system,
      teacher: defaultTeacher(subject),
      isActive: true,
    };
    onChange({ ...state, entries: checked ? [...others, added] : others });
  }

  function chooseTeacher(subject: Subject, teacher: string) {
    onChange({
      ...state,
      entries: state.entries.map((entry) => (entry.subject === subject._id ? { ...entry, teacher } : entry)),
    });
  }

  function body() {
    if (!system) return <Text c="dimmed">{t('enrolment.chooseSystem')}</Text>;
    if (loadFailed) return <Alert color="red">{t('enrolment.loadFailed')}</Alert>;
    if (!subjects) return <Loader size="sm" aria-label={t('enrolment.loading')} />;
    if (subjects.length === 0) return <Text c="dimmed">{t('enrolment.none')}</Text>;
    return (
      <Stack gap="sm">
        {subjects.map((subject) => {
          const entry = entryOf(subject);
          const teachable = subject.teachers.length > 0;
          return (
            <Paper key={subject._id} withBorder p="sm" radius="sm">
              <Group justify="space-between" align="flex-start" wrap="nowrap">
                <Checkbox
                  label={
                    <>
                      <UserText>{subject.name}</UserText> (<UserText>{subject.code}</UserText>)
                    </>
                  }
                  description={teachable ? undefined : t('enrolment.noTeachers')}
                  checked={Boolean(entry)}
                  disabled={!teachable && !entry}
                  onChange={(event) => toggle(subject, event.currentTarget.checked)}
                />
                {subject.isActive ? null : (
                  <Badge color="gray" variant="light">
                    {t('enrolment.inactive')}
                  </Badge>
                )}
              </Group>
              {entry ? (
                <NativeSelect
                  mt="xs"
                  ms="xl"
                  label={
                    <Trans
                      t={t}
                      i18nKey="enrolment.teacherFor"
                      values={{ subject: subject.name }}
                      components={USER_TEXT_TAGS}
                    />
                  }
                  data={teacherOptions(subject, t)}
                  value={entry.teacher}
                  error={errors[subject._id]}
                  onChange={(event) => chooseTeacher(subject, event.currentTarget.value)}
                />
              ) : null}
            </Paper>
          );
        })}
      </Stack>
    );
  }

  return (
    <Stack gap="sm">
      <Switch
        label={t('enrolment.switch')}
        checked={state.enabled}
        onChange={(event) => onChange({ ...state, enabled: event.currentTarget.checked })}
      />
      {state.enabled ? body() : null}
    </Stack>
  );
}
