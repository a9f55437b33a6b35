import type { auditEndpoints, EndpointInput } from '@sabora/contract';

/** The audit log's cache keys: one page of it, with the screen's filters. */
export const auditKeys = {
  all: ['audit'] as const,
  list: (query: EndpointInput<typeof auditEndpoints.list>['query']) =>
    [...auditKeys.all, 'list', query] as const,
};
