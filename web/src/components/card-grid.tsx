import { SimpleGrid } from '@mantine/core';
import type { ReactNode } from 'react';

/** Cards as a named list (`<li>` children), so screen readers count them; one to three a row. */
export function CardGrid({ label, children }: { label: string; children: ReactNode }) {
  return (
    <SimpleGrid
      component="ul"
      cols={{ base: 1, sm: 2, lg: 3 }}
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      aria-label={label}
    >
      {children}
    </SimpleGrid>
  );
}
