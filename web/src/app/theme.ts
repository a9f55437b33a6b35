import { createTheme, type ModalProps, type PasswordInputProps } from '@mantine/core';

// Component defaults are plain objects, not `Modal.extend(...)`: a value import of Modal or
// PasswordInput here would put those components (and what they use) in the first chunk every page
// downloads, when only some screens show them (docs/decisions.md, "Light pages").
export const theme = createTheme({
  primaryColor: 'indigo',
  defaultRadius: 'md',
  fontFamily:
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans Arabic", "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '700' },
  components: {
    // Mantine's default name for the eye button contains "password", so a search for the field
    // labelled "Password" (by a screen reader user or a test) would find the button too.
    PasswordInput: {
      defaultProps: {
        visibilityToggleButtonProps: { 'aria-label': 'Show or hide characters' },
      } satisfies Partial<PasswordInputProps>,
    },
    // Mantine's close button has no accessible name of its own.
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } satisfies Partial<ModalProps> },
  },
});
