import { Button, EmptyState } from '@mantine/core';
import { IconSearchOff } from '@tabler/icons-react';

interface NoSearchResultsProps {
  /** What the list holds, in the plural: "students". */
  what: string;
  /** The search as the server or the filter read it; empty when only other filters narrow the list. */
  search: string;
  /** Empties the search box (and the other filters, without a search) and goes back to page 1. */
  onClear: () => void;
}

/**
 * A list that a search or filter emptied (issue 18): it names the search and offers to clear it,
 * instead of the list's "nothing yet" text, which would wrongly suggest the list is empty.
 */
export function NoSearchResults({ what, search, onClear }: NoSearchResultsProps) {
  const term = search.trim();
  return (
    <EmptyState
      role="status"
      icon={<IconSearchOff size={32} />}
      withIndicatorBackground
      py="xl"
      title={term ? `No ${what} match "${term}"` : `No ${what} match these filters`}
      description={term ? 'Check the spelling, or search for something else.' : 'Try other filters.'}
    >
      <EmptyState.Actions>
        <Button variant="light" onClick={onClear}>
          {term ? 'Clear search' : 'Clear filters'}
        </Button>
      </EmptyState.Actions>
    </EmptyState>
  );
}
