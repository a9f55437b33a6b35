import type { AuditAction } from '@sabora/contract';
import type { Db, Tx } from '../../db/client.js';
import { auditLog, type UserRow } from '../../db/schema/index.js';

export interface AuditRecord {
  action: AuditAction;
  entity: string;
  entityId: string;
  /** What it was about, in words an admin recognises. */
  summary: string;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

type Actor = Pick<UserRow, 'id' | 'firstName' | 'lastName' | 'email'>;

/**
 * Appends an entry to the audit log. Pass the transaction that makes the change, so the change
 * and its entry are committed together or not at all.
 */
export async function recordAudit(db: Db | Tx, actor: Actor, record: AuditRecord) {
  await db.insert(auditLog).values({
    action: record.action,
    actorId: actor.id,
    actorName: `${actor.firstName} ${actor.lastName}`.trim(),
    actorEmail: actor.email,
    entity: record.entity,
    entityId: record.entityId,
    summary: record.summary,
    before: record.before ?? null,
    after: record.after ?? null,
  });
}
