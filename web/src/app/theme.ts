import {
  createTheme,
  type FileInputProps,
  type MenuProps,
  type ModalProps,
  type PasswordInputProps,
} from '@mantine/core';
import type { TFunction } from 'i18next';
import { fitSmallScreens } from './fit-small-screens';
import { palette } from './palette';

// Component defaults are plain objects, not `Modal.extend(...)`: a value import of Modal or
// PasswordInput here would put those components (and what they use) in the first chunk every page
// downloads, when only some screens show them (docs/decisions.md, "Light pages").
/** The theme, with the names Mantine leaves to us in the page's language (`t` of `common`). */
export function themeIn(t: TFunction<'common'>) {
  return createTheme({
    primaryColor: 'indigo',
    // Shades that show text reach 4.5:1 in both schemes (palette.ts says how).
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
          visibilityToggleButtonProps: { 'aria-label': t('actions.showHide') },
        } satisfies Partial<PasswordInputProps>,
      },
      // Mantine's close buttons (a dialog's, a file field's clear button) have no name of their own.
      Modal: {
        defaultProps: {
          closeButtonProps: { 'aria-label': t('actions.close') },
        } satisfies Partial<ModalProps>,
      },
      FileInput: {
        defaultProps: {
          clearButtonProps: { 'aria-label': t('actions.clear') },
        } satisfies Partial<FileInputProps>,
      },
      // The clear button of pickers and selects.
      InputClearButton: { defaultProps: { 'aria-label': t('actions.clear') } },
      // The header's menus (account, the student's links) open inside the header's landmark rather
      // than at the end of <body>, outside every landmark (axe: region). Mantine's initial focus
      // placeholder, a presentational <div tabindex="-1"> inside role="menu", is not a menu item
      // (axe: aria-required-children); without it, the menu's focus goes to its first item.
      Menu: {
        defaultProps: {
          withinPortal: false,
          withInitialFocusPlaceholder: false,
        } satisfies Partial<MenuProps>,
      },
      // A dialog's header is Mantine's <header>, which reads as a second banner of the page beside
      // the app's own (axe: landmark-no-duplicate-banner): it is the dialog's, not the page's.
      ModalHeader: { defaultProps: { component: 'div' } },
    },
  });
}
