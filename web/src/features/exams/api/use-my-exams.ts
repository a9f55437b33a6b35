import { examEndpoints, MAX_PAGE_LIMIT, type StudentExam } from '@sabora/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { examKeys } from './exam-keys';

/**
 * GET /exams/student/my-exams, every page of it: the exams screen searches and sorts the whole
 * list, which the server cannot do (it has no search or sort parameter), and pages it by 10 itself.
 */
export function useMyExams() {
  return useQuery({
    queryKey: examKeys.mine(),
    queryFn: async ({ signal }) => {
      const exams: StudentExam[] = [];
      for (let page = 1; ; page += 1) {
        const reply = await callApi(examEndpoints.mine, { query: { page, limit: MAX_PAGE_LIMIT }, signal });
        exams.push(...reply.data);
        if (page >= reply.totalPages || reply.data.length === 0) return exams;
      }
    },
  });
}
