/** A student's own home: the reminders of their work run as a periodic job (started by app.ts). */
export { remindStudentsOfWork, startWorkReminders, workRemindersWorker } from './work-reminders.js';
