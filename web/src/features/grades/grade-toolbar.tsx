import { ActionIcon, Group, NativeSelect, Tooltip } from '@mantine/core';
import type { GradeSortKey } from '@sabora/contract';
import { IconSortAscending, IconSortDescending } from '@tabler/icons-react';

const SORT_OPTIONS: { value: GradeSortKey; label: string }[] = [
  { value: 'date', label: 'Date' },
  { value: 'grade', label: 'Grade' },
  { value: 'title', label: 'Title' },
  { value: 'subject', label: 'Subject' },
];

interface GradeToolbarProps {
  subjects: { value: string; label: string }[];
  subjectId: string;
  onSubjectChange: (subjectId: string) => void;
  sortBy: GradeSortKey;
  onSortChange: (sortBy: GradeSortKey) => void;
  descending: boolean;
  onDirectionToggle: () => void;
}

/** Student spec §2.8: the subject filter, sort-by select and ascending/descending toggle. */
export function GradeToolbar(props: GradeToolbarProps) {
  const direction = props.descending ? 'Descending' : 'Ascending';
  return (
    <Group align="flex-end" gap="sm">
      <NativeSelect
        label="Subject"
        data={[{ value: 'all', label: 'All Subjects' }, ...props.subjects]}
        value={props.subjectId}
        onChange={(event) => props.onSubjectChange(event.currentTarget.value)}
        w={220}
      />
      <NativeSelect
        label="Sort by"
        data={SORT_OPTIONS}
        value={props.sortBy}
        onChange={(event) => props.onSortChange(event.currentTarget.value as GradeSortKey)}
        w={160}
      />
      <Tooltip label={direction}>
        <ActionIcon
          variant="default"
          size="input-sm"
          aria-label={`Sort order: ${direction}`}
          onClick={props.onDirectionToggle}
        >
          {props.descending ? <IconSortDescending size={18} /> : <IconSortAscending size={18} />}
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
