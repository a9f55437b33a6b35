import { questionBankEndpoints } from '@sabora/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { QUESTION_BANK_KEY } from '../../../lib/queries/question-bank-keys';

/** GET /question-bank/chapter/{chapterId}: the chapter's questions, oldest first. */
export function useChapterQuestions(chapterId: string) {
  return useQuery({
    queryKey: [...QUESTION_BANK_KEY, 'chapter', chapterId],
    queryFn: ({ signal }) => callApi(questionBankEndpoints.listByChapter, { params: { chapterId }, signal }),
    select: (reply) => reply.data,
    enabled: chapterId !== '',
  });
}
