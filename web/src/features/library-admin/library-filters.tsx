import { NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { LIBRARY_TYPES, type LibraryType, libraryListQuery } from '@sabora/contract';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SubjectChapterSelect } from '../../components/subject-chapter-select';
import type { LibraryFilters } from './api/use-library-items';
import { LIBRARY_FAILURES } from './library-words';

/** The longest search the server takes (the contract's rule), so a longer one is never sent. */
const SEARCH_MAX = libraryListQuery.shape.search.unwrap().maxLength ?? undefined;

const TYPE_OPTIONS = [
  { value: '', label: 'filters.allTypes' },
  ...LIBRARY_TYPES.map((type) => ({ value: type, label: `filters.types.${type}` as const })),
] as const;

interface LibraryFiltersBarProps {
  /** The search as typed (the page debounces it before asking). */
  values: LibraryFilters;
  onChange: (patch: Partial<LibraryFilters>) => void;
}

/** Subject, chapter (once a subject is chosen; a new subject resets it), type, search. */
export function LibraryFiltersBar({ values, onChange }: LibraryFiltersBarProps) {
  const { t } = useTranslation('library-admin');
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      <SubjectChapterSelect
        subjectId={values.subject}
        chapterId={values.chapter}
        onSubjectChange={(subject) => onChange({ subject, chapter: '' })}
        onChapterChange={(chapter) => onChange({ chapter })}
        subjectsFailure={() => t(LIBRARY_FAILURES.subjects)}
        chaptersFailure={() => t(LIBRARY_FAILURES.chapters)}
        emptyLabels={{ subject: t('filters.allSubjects'), chapter: t('filters.allChapters') }}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <NativeSelect
          label={t('fields.type')}
          data={TYPE_OPTIONS.map((option) => ({ value: option.value, label: t(option.label) }))}
          value={values.type}
          onChange={(event) => onChange({ type: event.currentTarget.value as LibraryType | '' })}
        />
        <TextInput
          label={t('filters.search')}
          placeholder={t('filters.searchPlaceholder')}
          leftSection={<IconSearch size={16} />}
          maxLength={SEARCH_MAX}
          value={values.search}
          onChange={(event) => onChange({ search: event.currentTarget.value })}
        />
      </SimpleGrid>
    </SimpleGrid>
  );
}
