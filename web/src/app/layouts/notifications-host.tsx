import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';

/** Where the toasts of signed-in screens show (loaded with the app frame, not by public pages). */
export function NotificationsHost() {
  return <Notifications position="top-right" />;
}
