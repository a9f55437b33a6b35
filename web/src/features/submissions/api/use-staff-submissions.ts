import {
  type EndpointReply,
  type GradingKind,
  gradingEndpoints,
  STAFF_SUBMISSIONS_PAGE_SIZE,
  type SubmissionStatus,
} from '@sabora/contract';
import { useQuery } from '@tanstack/react-query';
import { ApiError, callApi } from '../../../lib/api-client';
import { submissionKeys } from '../../../lib/submissions/keys';
import { type SubmissionView, submissionView } from './submission-view';

export interface SubmissionFilters {
  page: number;
  /** The settled search text, '' for none. */
  search: string;
  /** A subject id, '' for All Subjects. */
  subject: string;
  /** '' for All Status: real submissions only (the server lists missing work only when asked). */
  status: SubmissionStatus | '';
}

/**
 * GET /{kind}-submissions?page&limit=10&subject&status&search, as query options (the list and
 * "Save and next ungraded" read the same pages). A refusal becomes the reason shown
 * after "Failed to load {tab} submissions: ": 'HTTP {status}: {statusText}'.
 */
export function staffSubmissionsQuery(kind: GradingKind, filters: SubmissionFilters) {
  const query = {
    page: filters.page,
    limit: STAFF_SUBMISSIONS_PAGE_SIZE,
    subject: filters.subject || undefined,
    status: filters.status || undefined,
    search: filters.search || undefined,
  };
  return {
    queryKey: submissionKeys.staffList(kind, query),
    queryFn: async ({
      signal,
    }: {
      signal: AbortSignal;
    }): Promise<{ rows: SubmissionView[]; totalPages: number }> => {
      let reply: EndpointReply<(typeof gradingEndpoints)[GradingKind]['list']>;
      try {
        reply = await callApi(gradingEndpoints[kind].list, { query, signal });
      } catch (error) {
        throw error instanceof ApiError ? new Error(`HTTP ${error.status}: ${error.statusText}`) : error;
      }
      return { rows: reply.data.map((item) => submissionView(kind, item)), totalPages: reply.totalPages };
    },
  };
}

export function useStaffSubmissions(kind: GradingKind, filters: SubmissionFilters) {
  return useQuery({
    ...staffSubmissionsQuery(kind, filters),
    // The page being left stays on screen while the next one of the same tab loads; another
    // tab's rows never stand in for this one's.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === kind ? previous : undefined,
  });
}
