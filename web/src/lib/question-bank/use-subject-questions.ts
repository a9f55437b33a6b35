import { questionBankEndpoints } from '@sabora/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../api-client';
import { questionBankKeys } from './keys';

/** GET /question-bank?subject={subjectId}: every question of the subject's bank, oldest first. */
export function useSubjectQuestions(subjectId: string) {
  return useQuery({
    queryKey: questionBankKeys.ofSubject(subjectId),
    queryFn: ({ signal }) => callApi(questionBankEndpoints.list, { query: { subject: subjectId }, signal }),
    select: (reply) => reply.data,
    enabled: subjectId !== '',
  });
}
