import { questionBankEndpoints } from '@sabora/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../api-client';
import { QUESTION_BANK_KEY } from './question-bank-keys';

/** GET /question-bank?subject={subjectId}: every question of the subject's bank, oldest first. */
export function useSubjectQuestions(subjectId: string) {
  return useQuery({
    queryKey: [...QUESTION_BANK_KEY, 'subject', subjectId],
    queryFn: ({ signal }) => callApi(questionBankEndpoints.list, { query: { subject: subjectId }, signal }),
    select: (reply) => reply.data,
    enabled: subjectId !== '',
  });
}
