import type { EndpointInput, parentEndpoints } from '@sabora/contract';

/** The parents' cache keys. Everything is under `all`: a change to a parent or a student reloads it. */
export const parentKeys = {
  all: ['parents'] as const,
  list: (query: EndpointInput<typeof parentEndpoints.list>['query']) =>
    [...parentKeys.all, 'list', query] as const,
  /** The students linked to the signed-in parent. */
  myChildren: () => [...parentKeys.all, 'me', 'children'] as const,
};
