import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NoSearchResults } from './no-search-results';

const show = (search: string) => {
  const onClear = vi.fn();
  render(
    <MantineProvider>
      <NoSearchResults what="students" search={search} onClear={onClear} />
    </MantineProvider>,
  );
  return onClear;
};

describe('NoSearchResults', () => {
  it('names the search and clears it', async () => {
    const onClear = show('  zzqx ');
    expect(screen.getByRole('status')).toHaveTextContent('No students match "zzqx"');
    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(onClear).toHaveBeenCalledOnce();
  });

  it('speaks of filters when there is no search', () => {
    show('');
    expect(screen.getByText('No students match these filters')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clear Filters' })).toBeInTheDocument();
  });
});
