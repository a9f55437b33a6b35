/** The audit log: other modules append to it, in the transaction that makes the change. */
export { type AuditRecord, recordAudit } from './record.js';
