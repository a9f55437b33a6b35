import { quizEndpoints, type SaveAnswersBody } from '@sabora/contract';
import { useCallback } from 'react';
import { callApi } from '../../../lib/api-client';
import { useAnswerSaver } from '../../../lib/use-answer-saver';

/**
 * PUT /quizzes/{id}/answers: each chosen answer is saved on the server, so a resume on
 * another device finds it and the server can submit it when the time runs out.
 */
export function useSaveQuizAnswers(quizId: string) {
  const send = useCallback(
    (body: SaveAnswersBody) => callApi(quizEndpoints.saveAnswers, { params: { id: quizId }, body }),
    [quizId],
  );
  return useAnswerSaver(send);
}
