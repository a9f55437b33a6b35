import { ActionIcon, Group, NativeSelect, Tooltip } from '@mantine/core';
import type { GradeSortKey } from '@sabora/contract';
import { IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

const SORT_KEYS: GradeSortKey[] = ['date', 'grade', 'title', 'subject'];

interface GradeToolbarProps {
  subjects: { value: string; label: string }[];
  subjectId: string;
  onSubjectChange: (subjectId: string) => void;
  sortBy: GradeSortKey;
  onSortChange: (sortBy: GradeSortKey) => void;
  descending: boolean;
  onDirectionToggle: () => void;
}

/** The subject filter, sort-by select and ascending/descending toggle. */
export function GradeToolbar(props: GradeToolbarProps) {
  const { t } = useTranslation('grades');
  const direction = props.descending ? t('toolbar.descending') : t('toolbar.ascending');
  return (
    <Group align="flex-end" gap="sm">
      <NativeSelect
        label={t('toolbar.subject')}
        data={[{ value: 'all', label: t('toolbar.allSubjects') }, ...props.subjects]}
        value={props.subjectId}
        onChange={(event) => props.onSubjectChange(event.currentTarget.value)}
        w={220}
      />
      <NativeSelect
        label={t('toolbar.sortBy')}
        data={SORT_KEYS.map((value) => ({ value, label: t(`toolbar.sort.${value}`) }))}
        value={props.sortBy}
        onChange={(event) => props.onSortChange(event.currentTarget.value as GradeSortKey)}
        w={160}
      />
      <Tooltip label={direction}>
        <ActionIcon
          variant="default"
          size="input-sm"
          aria-label={t('toolbar.order', { direction })}
          onClick={props.onDirectionToggle}
        >
          {props.descending ? <IconSortDescending size={18} /> : <IconSortAscending size={18} />}
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
