export { type BackupContext, backupWorker, startScheduledBackups } from './scheduled-backup.js';
