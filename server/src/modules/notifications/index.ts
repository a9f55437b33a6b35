/** Notifications: created by other modules (new work, grades, enrolments), read by their owner. */
export { type MailRecipient, mailEach, type NotificationInput, notify } from './service.js';
export { notYetTold, tellOnce } from './told-once.js';
