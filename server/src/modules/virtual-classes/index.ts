/** Virtual classes: what other modules read of them (the status rule), and their job workers. */

export { reminderWorker } from './reminders.js';
export { effectiveStatus } from './status.js';
