import { AUDIT_NAMED_FIELDS, type AuditEntry, type AuditListQuery } from '@sabora/contract';
import type { AppContext } from '../context.js';
import { listAudit } from '../modules/audit/index.js';
import { chapterTitles } from '../modules/chapters/index.js';
import { subjectNames } from '../modules/subjects/index.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The ids an entry recorded under `field` (in what it was before and after). */
function idsOf(entries: readonly Pick<AuditEntry, 'before' | 'after'>[], field: string): string[] {
  const ids = entries.flatMap((entry) => [entry.before?.[field], entry.after?.[field]]);
  return [...new Set(ids.filter((id): id is string => typeof id === 'string' && UUID.test(id)))];
}

/**
 * One page of the audit log, each entry with `names`: what the subject and chapter ids it recorded
 * are called now (docs/decisions.md, "The audit log in names and local times"). A record deleted
 * since has no name; the screen then shows its id.
 */
export async function listAuditWithNames(ctx: AppContext, query: AuditListQuery) {
  const page = await listAudit(ctx, query);
  const [subjects, chapters] = await Promise.all([
    subjectNames(ctx, idsOf(page.data, AUDIT_NAMED_FIELDS.subject)),
    chapterTitles(ctx, idsOf(page.data, AUDIT_NAMED_FIELDS.chapter)),
  ]);
  const known = new Map([...subjects, ...chapters]);
  return {
    ...page,
    data: page.data.map((entry) => {
      const ids = [
        ...idsOf([entry], AUDIT_NAMED_FIELDS.subject),
        ...idsOf([entry], AUDIT_NAMED_FIELDS.chapter),
      ];
      return {
        ...entry,
        names: Object.fromEntries(ids.flatMap((id) => (known.has(id) ? [[id, known.get(id)!]] : []))),
      };
    }),
  };
}
