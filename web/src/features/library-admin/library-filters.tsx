import { NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { LIBRARY_TYPES, type LibraryType, libraryListQuery } from '@sabora/contract';
import { IconSearch } from '@tabler/icons-react';
import { SubjectChapterSelect } from '../../components/subject-chapter-select';
import { TYPE_LABELS } from '../../lib/library-words';
import type { LibraryFilters } from './api/use-library-items';
import { LIBRARY_FAILURES } from './library-words';

/** The longest search the server takes (the contract's rule), so a longer one is never sent. */
const SEARCH_MAX = libraryListQuery.shape.search.unwrap().maxLength ?? undefined;

const TYPE_OPTIONS = [
  { value: '', label: 'All Types' },
  ...LIBRARY_TYPES.map((type) => ({ value: type, label: `${TYPE_LABELS[type]}s` })),
];

interface LibraryFiltersBarProps {
  /** The search as typed (the page debounces it before asking). */
  values: LibraryFilters;
  onChange: (patch: Partial<LibraryFilters>) => void;
}

/** Staff spec §2: subject, chapter (once a subject is chosen; a new subject resets it), type, search. */
export function LibraryFiltersBar({ values, onChange }: LibraryFiltersBarProps) {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      <SubjectChapterSelect
        subjectId={values.subject}
        chapterId={values.chapter}
        onSubjectChange={(subject) => onChange({ subject, chapter: '' })}
        onChapterChange={(chapter) => onChange({ chapter })}
        subjectsFailure={() => LIBRARY_FAILURES.subjects}
        chaptersFailure={() => LIBRARY_FAILURES.chapters}
        emptyLabels={{ subject: 'All Subjects', chapter: 'All Chapters' }}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <NativeSelect
          label="Type"
          data={TYPE_OPTIONS}
          value={values.type}
          onChange={(event) => onChange({ type: event.currentTarget.value as LibraryType | '' })}
        />
        <TextInput
          label="Search"
          placeholder="Title, description or tags"
          leftSection={<IconSearch size={16} />}
          maxLength={SEARCH_MAX}
          value={values.search}
          onChange={(event) => onChange({ search: event.currentTarget.value })}
        />
      </SimpleGrid>
    </SimpleGrid>
  );
}
