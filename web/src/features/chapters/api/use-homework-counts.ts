import { homeworkEndpoints } from '@sabora/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { homeworkKeys } from '../../../lib/homeworks/keys';

/** GET /chapters/{subjectId}/homework-counts, kept with the homeworks so a save updates it. */
export function useHomeworkCounts(subjectId: string) {
  return useQuery({
    queryKey: homeworkKeys.countsByChapter(subjectId),
    // `counts`: chapter id → number of homeworks; every chapter of the subject is listed.
    queryFn: ({ signal }) => callApi(homeworkEndpoints.countsByChapter, { params: { subjectId }, signal }),
    select: (reply) => reply.counts,
    enabled: subjectId !== '',
  });
}
