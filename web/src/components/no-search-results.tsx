import { Button, EmptyState } from '@mantine/core';
import { IconSearchOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface NoSearchResultsProps {
  /** What the list holds, in the plural: "students". */
  what: string;
  /** The search as the server or the filter read it; empty when only other filters narrow the list. */
  search: string;
  /** Empties the search box (and the other filters, without a search) and goes back to page 1. */
  onClear: () => void;
}

/**
 * A list that a search or filter emptied: it names the search and offers to clear it,
 * instead of the list's "nothing yet" text, which would wrongly suggest the list is empty.
 */
export function NoSearchResults({ what, search, onClear }: NoSearchResultsProps) {
  const { t } = useTranslation();
  const term = search.trim();
  return (
    <EmptyState
      role="status"
      icon={<IconSearchOff size={32} />}
      withIndicatorBackground
      py="xl"
      title={term ? t('search.noMatch', { what, term }) : t('search.noMatchFilters', { what })}
      description={term ? t('search.checkSpelling') : t('search.tryOtherFilters')}
    >
      <EmptyState.Actions>
        <Button variant="light" onClick={onClear}>
          {term ? t('search.clear') : t('search.clearFilters')}
        </Button>
      </EmptyState.Actions>
    </EmptyState>
  );
}
