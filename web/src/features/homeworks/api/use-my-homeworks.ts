import { homeworkEndpoints, MAX_PAGE_LIMIT, type StudentHomework } from '@sabora/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { homeworkKeys } from '../../../lib/homeworks/keys';

/**
 * GET /homeworks/student/my-homeworks, every page of it: the homeworks screen searches the whole
 * list, which the server cannot do (it has no search parameter), and pages it by 10 itself.
 */
export function useMyHomeworks() {
  return useQuery({
    queryKey: homeworkKeys.mine(),
    queryFn: async ({ signal }) => {
      const homeworks: StudentHomework[] = [];
      for (let page = 1; ; page += 1) {
        const reply = await callApi(homeworkEndpoints.mine, {
          query: { page, limit: MAX_PAGE_LIMIT },
          signal,
        });
        homeworks.push(...reply.data);
        if (page >= reply.totalPages || reply.data.length === 0) return homeworks;
      }
    },
  });
}
