import type { announcementEndpoints, EndpointInput } from '@sabora/contract';

/** The announcements' cache keys: a post or a delete reloads every list of them. */
export const announcementKeys = {
  all: ['announcements'] as const,
  list: (query: EndpointInput<typeof announcementEndpoints.list>['query']) =>
    [...announcementKeys.all, 'list', query] as const,
};
