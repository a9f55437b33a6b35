import type { Question } from '@sabora/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api-client';
import { QUESTION_BANK_KEY } from './question-bank-keys';

interface QuestionsReply {
  success: true;
  data: Question[];
}

/** GET /question-bank?subject={subjectId}: every question of the subject's bank, oldest first. */
export function useSubjectQuestions(subjectId: string) {
  return useQuery({
    queryKey: [...QUESTION_BANK_KEY, 'subject', subjectId],
    queryFn: ({ signal }) =>
      apiRequest<QuestionsReply>('/question-bank', { query: { subject: subjectId }, signal }),
    select: (reply) => reply.data,
    enabled: subjectId !== '',
  });
}
