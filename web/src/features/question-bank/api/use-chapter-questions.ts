import { questionBankEndpoints } from '@sabora/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { questionBankKeys } from '../../../lib/question-bank/keys';

/** GET /question-bank/chapter/{chapterId}: the chapter's questions, oldest first. */
export function useChapterQuestions(chapterId: string) {
  return useQuery({
    queryKey: questionBankKeys.ofChapter(chapterId),
    queryFn: ({ signal }) => callApi(questionBankEndpoints.listByChapter, { params: { chapterId }, signal }),
    select: (reply) => reply.data,
    enabled: chapterId !== '',
  });
}
