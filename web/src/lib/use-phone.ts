import { em, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';

/**
 * Whether the screen is a phone's: narrower than Mantine's `sm` breakpoint, where the side
 * navigation becomes a drawer and `hiddenFrom="sm"` shows. Read at once on the first render, so a
 * phone never sees the wide layout flash first.
 */
export function usePhone(): boolean {
  const { breakpoints } = useMantineTheme();
  return (
    useMediaQuery(`(max-width: ${em(breakpoints.sm)})`, false, { getInitialValueInEffect: false }) ?? false
  );
}
