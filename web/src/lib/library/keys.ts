import type { EndpointInput, libraryEndpoints } from '@sabora/contract';

const all = ['library'] as const;
const admin = [...all, 'admin'] as const;

/**
 * The library's cache keys. Everything is under `all`, so a download or a viewed recording
 * refreshes every library screen (its counts); the staff's lists are also under `admin`, which
 * their own saves and deletes reload.
 */
export const libraryKeys = {
  all,
  recent: () => [...all, 'recent'] as const,
  subjects: () => [...all, 'subjects'] as const,
  subject: (subjectId: string) => [...all, 'subject', subjectId] as const,
  chapter: (chapterId: string, query: EndpointInput<typeof libraryEndpoints.chapter>['query']) =>
    [...all, 'chapter', chapterId, query] as const,
  admin,
  adminList: (query: EndpointInput<typeof libraryEndpoints.list>['query']) => [...admin, query] as const,
};
