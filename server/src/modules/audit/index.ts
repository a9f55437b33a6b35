/** The audit log: other modules append to it, in the transaction that makes the change. */
export { type AuditRecord, recordAudit } from './record.js';
/** The log's list, for the command that names what its entries' ids point at. */
export { listAudit } from './service.js';
