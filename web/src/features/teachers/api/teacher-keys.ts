import type { EndpointInput, teacherEndpoints } from '@sabora/contract';

/** The teachers' cache keys. Everything is under `all`, so a change reloads every page of the list. */
export const teacherKeys = {
  all: ['teachers'] as const,
  list: (query: EndpointInput<typeof teacherEndpoints.list>['query']) =>
    [...teacherKeys.all, 'list', query] as const,
};
