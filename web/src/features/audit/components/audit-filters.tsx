import { NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { AUDIT_ACTIONS, type AuditAction, auditListQuery } from '@sabora/contract';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The longest search the server takes (the contract's rule), so a longer one is never sent. */
const SEARCH_MAX = auditListQuery.shape.search.unwrap().maxLength ?? undefined;

const isAuditAction = (value: string): value is AuditAction =>
  (AUDIT_ACTIONS as readonly string[]).includes(value);

interface AuditFiltersProps {
  action: AuditAction | '';
  search: string;
  from: string;
  to: string;
  onActionChange: (action: AuditAction | '') => void;
  onSearchChange: (search: string) => void;
  onFromChange: (from: string) => void;
  onToChange: (to: string) => void;
}

/** Action (All actions), a search in who and what, and a From–To range of days. */
export function AuditFilters(props: AuditFiltersProps) {
  const { t } = useTranslation('audit');
  const actionOptions = [
    { value: '', label: t('filters.allActions') },
    ...AUDIT_ACTIONS.map((action) => ({ value: action, label: t(`actions.${action}`) })),
  ];
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
      <NativeSelect
        label={t('filters.action')}
        data={actionOptions}
        value={props.action}
        onChange={(event) => {
          const { value } = event.currentTarget;
          props.onActionChange(isAuditAction(value) ? value : '');
        }}
      />
      <TextInput
        label={t('filters.search')}
        placeholder={t('filters.searchPlaceholder')}
        leftSection={<IconSearch size={16} />}
        maxLength={SEARCH_MAX}
        value={props.search}
        onChange={(event) => props.onSearchChange(event.currentTarget.value)}
      />
      {/* A date input gives '' or a whole YYYY-MM-DD day, which is what the server takes. */}
      <TextInput
        type="date"
        label={t('filters.from')}
        value={props.from}
        max={props.to || undefined}
        onChange={(event) => props.onFromChange(event.currentTarget.value)}
      />
      <TextInput
        type="date"
        label={t('filters.to')}
        value={props.to}
        min={props.from || undefined}
        onChange={(event) => props.onToChange(event.currentTarget.value)}
      />
    </SimpleGrid>
  );
}
