import { AUDIT_PAGE_SIZE, type AuditAction, auditEndpoints } from '@sabora/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { auditKeys } from './audit-keys';

export interface AuditFilters {
  page: number;
  /** '' for All actions. */
  action: AuditAction | '';
  /** The settled search text, '' for none. */
  search: string;
  /** Days YYYY-MM-DD (UTC, both included), '' for open-ended. */
  from: string;
  to: string;
}

/** GET /audit (admins only): one page of the audit log, newest first, with the screen's filters. */
export function useAuditLog(filters: AuditFilters) {
  const query = {
    page: filters.page,
    limit: AUDIT_PAGE_SIZE,
    action: filters.action || undefined,
    search: filters.search || undefined,
    from: filters.from || undefined,
    to: filters.to || undefined,
  };
  return useQuery({
    queryKey: auditKeys.list(query),
    queryFn: ({ signal }) => callApi(auditEndpoints.list, { query, signal }),
    placeholderData: keepPreviousData,
  });
}
