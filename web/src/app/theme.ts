import { createTheme, type ModalProps, type PasswordInputProps } from '@mantine/core';
import { fitSmallScreens } from './fit-small-screens';
import { palette } from './palette';

// Component defaults are plain objects, not `Modal.extend(...)`: a value import of Modal or
// PasswordInput here would put those components (and what they use) in the first chunk every page
// downloads, when only some screens show them (docs/decisions.md, "Light pages").
export const theme = createTheme({
  primaryColor: 'indigo',
  // Shades that show text reach 4.5:1 in both schemes (issue 17, item 5; palette.ts says how).
  colors: palette,
  defaultRadius: 'md',
  fontFamily:
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans Arabic", "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '700' },
  components: {
    ...fitSmallScreens,
    // Mantine's default name for the eye button contains "password", so a search for the field
    // labelled "Password" (by a screen reader user or a test) would find the button too.
    // Mantine keeps the eye button out of the Tab order by default; a keyboard user needs it too.
    PasswordInput: {
      defaultProps: {
        visibilityToggleFocusable: true,
        visibilityToggleButtonProps: { 'aria-label': 'Show or hide characters' },
      } satisfies Partial<PasswordInputProps>,
    },
    // Mantine's close button has no accessible name of its own.
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } satisfies Partial<ModalProps> },
  },
});
