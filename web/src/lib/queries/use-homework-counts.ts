import type { homeworkCountsReply } from '@sabora/contract';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../api-client';
import { HOMEWORKS_KEY } from './homework-keys';

/** `counts`: chapter id → number of homeworks; every chapter of the subject is listed. */
type HomeworkCountsReply = z.infer<typeof homeworkCountsReply>;

/** GET /chapters/{subjectId}/homework-counts, kept with the homeworks so a save updates it. */
export function useHomeworkCounts(subjectId: string) {
  return useQuery({
    queryKey: [...HOMEWORKS_KEY, 'counts', subjectId],
    queryFn: ({ signal }) =>
      apiRequest<HomeworkCountsReply>(`/chapters/${subjectId}/homework-counts`, { signal }),
    select: (reply) => reply.counts,
    enabled: subjectId !== '',
  });
}
