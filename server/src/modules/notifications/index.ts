/** Notifications: created by other modules (new work, grades, enrolments), read by their owner. */
export { type MailRecipient, mailEach, type NotificationInput, notify } from './service.js';
