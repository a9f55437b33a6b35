import { NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { type VirtualClassStatus, virtualClassListQuery } from '@sabora/contract';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SubjectSelect } from '../../components/subject-select';
import { fullName } from '../../lib/format';
import { useClassTeachers } from './api/use-class-teachers';
import { statusFilterOptions } from './class-words';

/** The longest search the server takes (the contract's rule), so a longer one is never sent. */
const SEARCH_MAX = virtualClassListQuery.shape.search.unwrap().maxLength ?? undefined;

export interface FilterValues {
  search: string;
  subject: string;
  teacher: string;
  status: VirtualClassStatus | '';
}

interface ClassFiltersBarProps {
  values: FilterValues;
  onChange: (patch: Partial<FilterValues>) => void;
  /** The Teacher filter is hidden for teachers. */
  withTeacher: boolean;
}

/** Search by title, subject or teacher; subject; teacher; status. */
export function ClassFiltersBar({ values, onChange, withTeacher }: ClassFiltersBarProps) {
  const { t } = useTranslation('virtual-classes-admin');
  const teachers = useClassTeachers(withTeacher);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: withTeacher ? 4 : 3 }}>
      <TextInput
        label={t('filters.search')}
        placeholder={t('filters.searchPlaceholder')}
        leftSection={<IconSearch size={16} />}
        maxLength={SEARCH_MAX}
        value={values.search}
        onChange={(event) => onChange({ search: event.currentTarget.value })}
      />
      <SubjectSelect
        value={values.subject}
        emptyLabel={t('filters.allSubjects')}
        onChange={(subject) => onChange({ subject })}
      />
      {withTeacher ? (
        <NativeSelect
          label={t('filters.teacher')}
          data={[
            { value: '', label: t('filters.allTeachers') },
            ...(teachers.data ?? []).map((teacher) => ({ value: teacher._id, label: fullName(teacher) })),
          ]}
          value={values.teacher}
          onChange={(event) => onChange({ teacher: event.currentTarget.value })}
        />
      ) : null}
      <NativeSelect
        label={t('filters.status')}
        data={statusFilterOptions()}
        value={values.status}
        onChange={(event) => onChange({ status: event.currentTarget.value as VirtualClassStatus | '' })}
      />
    </SimpleGrid>
  );
}
