import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';
import { HEADER_HEIGHT } from './header-height';

/**
 * Every toast container starts below the header, so the bell and the account menu stay visible and
 * clickable while a toast is up. The style reaches all six containers Mantine
 * renders; only the top-right one is used, the others stay empty (no height, nothing to click).
 */
const belowHeader = { top: `calc(${HEADER_HEIGHT}px + var(--mantine-spacing-md))`, bottom: 'auto' };

/**
 * Where the toasts of signed-in screens show (loaded with the app frame, not by public pages): top
 * right under the header; on a phone they span the width under the header.
 */
export function NotificationsHost() {
  return <Notifications position="top-right" styles={{ root: belowHeader }} />;
}
