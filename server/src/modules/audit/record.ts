import { AUDIT_SUMMARIES, type AuditAction, type AuditSummaryParams, fillTemplate } from '@sabora/contract';
import type { Db, Tx } from '../../db/client.js';
import { auditLog, type UserRow } from '../../db/schema/index.js';

export interface AuditRecord<A extends AuditAction = AuditAction> {
  action: A;
  entity: string;
  entityId: string;
  /** What it was about (names, titles): the action's AUDIT_SUMMARIES template writes it in words. */
  params: AuditSummaryParams<A>;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

type Actor = Pick<UserRow, 'id' | 'firstName' | 'lastName' | 'email'>;

/**
 * Appends an entry to the audit log. Pass the transaction that makes the change, so the change
 * and its entry are committed together or not at all.
 */
export async function recordAudit<A extends AuditAction>(db: Db | Tx, actor: Actor, record: AuditRecord<A>) {
  await db.insert(auditLog).values({
    action: record.action,
    actorId: actor.id,
    actorName: `${actor.firstName} ${actor.lastName}`.trim(),
    actorEmail: actor.email,
    entity: record.entity,
    entityId: record.entityId,
    summary: fillTemplate(AUDIT_SUMMARIES[record.action], record.params),
    summaryParams: record.params,
    before: record.before ?? null,
    after: record.after ?? null,
  });
}
