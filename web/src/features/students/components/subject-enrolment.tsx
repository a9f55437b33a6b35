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

function teacherOptions(subject: Subject) {
  return [
    { value: '', label: 'Choose a teacher' },
    ...subject.teachers.map((teacher) => ({
      value: teacher._id,
      label: `${fullName(teacher)}${teacher.isPrimary ? ' (Primary)' : ''}`,
    })),
  ];
}

/** Staff spec §2 and §5: the "Enroll in subjects" switch, the chosen system's subjects, a teacher for each. */
export function SubjectEnrolment({
  system,
  state,
  onChange,
  subjects,
  loadFailed,
  errors,
}: SubjectEnrolmentProps) {
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
    if (!system) return <Text c="dimmed">Choose a system to see its subjects.</Text>;
    if (loadFailed) return <Alert color="red">Failed to fetch subjects</Alert>;
    if (!subjects) return <Loader size="sm" aria-label="Loading subjects" />;
    if (subjects.length === 0) return <Text c="dimmed">No subjects available for the selected system.</Text>;
    return (
      <Stack gap="sm">
        {subjects.map((subject) => {
          const entry = entryOf(subject);
          const teachable = subject.teachers.length > 0;
          return (
            <Paper key={subject._id} withBorder p="sm" radius="sm">
              <Group justify="space-between" align="flex-start" wrap="nowrap">
                <Checkbox
                  label={`${subject.name} (${subject.code})`}
                  description={teachable ? undefined : 'No teachers for this subject'}
                  checked={Boolean(entry)}
                  disabled={!teachable && !entry}
                  onChange={(event) => toggle(subject, event.currentTarget.checked)}
                />
                {subject.isActive ? null : (
                  <Badge color="gray" variant="light">
                    Inactive
                  </Badge>
                )}
              </Group>
              {entry ? (
                <NativeSelect
                  mt="xs"
                  ml="xl"
                  label={`Teacher for ${subject.name}`}
                  data={teacherOptions(subject)}
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
        label="Enroll in subjects"
        checked={state.enabled}
        onChange={(event) => onChange({ ...state, enabled: event.currentTarget.checked })}
      />
      {state.enabled ? body() : null}
    </Stack>
  );
}
