import { NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import {
  MAX_PAGE_LIMIT,
  SUBMISSION_STATUSES,
  type SubmissionStatus,
  staffSubmissionsQuery,
} from '@sabora/contract';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSubjects } from '../../lib/subjects/use-subjects';

/** The longest search the server takes (the contract's rule), so a longer one is never sent. */
const SEARCH_MAX = staffSubmissionsQuery.shape.search.unwrap().maxLength ?? undefined;

interface SubmissionFiltersProps {
  search: string;
  subject: string;
  status: SubmissionStatus | '';
  onSearchChange: (search: string) => void;
  onSubjectChange: (subject: string) => void;
  onStatusChange: (status: SubmissionStatus | '') => void;
}

/**
 * Text search, Subject (All Subjects) and Status (All Status). The subjects are the
 * reader's (GET /subjects: teachers get their own); a failed load silently leaves the list empty.
 */
export function SubmissionFiltersBar(props: SubmissionFiltersProps) {
  const { t } = useTranslation('submissions');
  const subjects = useSubjects({ page: 1, limit: MAX_PAGE_LIMIT });
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      <TextInput
        label={t('filters.search')}
        placeholder={t('filters.searchPlaceholder')}
        leftSection={<IconSearch size={16} />}
        maxLength={SEARCH_MAX}
        value={props.search}
        onChange={(event) => props.onSearchChange(event.currentTarget.value)}
      />
      <NativeSelect
        label={t('filters.subject')}
        data={[
          { value: '', label: t('filters.allSubjects') },
          ...(subjects.data?.data ?? []).map((subject) => ({
            value: subject._id,
            label: subject.title || subject.name,
          })),
        ]}
        value={props.subject}
        onChange={(event) => props.onSubjectChange(event.currentTarget.value)}
      />
      <NativeSelect
        label={t('filters.status')}
        data={[
          // '' is "All Status", which sends no status at all.
          { value: '', label: t('filters.allStatus') },
          ...SUBMISSION_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) })),
        ]}
        value={props.status}
        onChange={(event) => props.onStatusChange(event.currentTarget.value as SubmissionStatus | '')}
      />
    </SimpleGrid>
  );
}
