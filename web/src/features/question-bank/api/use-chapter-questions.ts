import type { Question } from '@sabora/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { QUESTION_BANK_KEY } from '../../../lib/queries/question-bank-keys';

interface QuestionsReply {
  success: true;
  data: Question[];
}

/** GET /question-bank/chapter/{chapterId}: the chapter's questions, oldest first. */
export function useChapterQuestions(chapterId: string) {
  return useQuery({
    queryKey: [...QUESTION_BANK_KEY, 'chapter', chapterId],
    queryFn: ({ signal }) => apiRequest<QuestionsReply>(`/question-bank/chapter/${chapterId}`, { signal }),
    select: (reply) => reply.data,
    enabled: chapterId !== '',
  });
}
