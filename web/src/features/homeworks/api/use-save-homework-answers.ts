import { homeworkEndpoints, type SaveAnswersBody } from '@sabora/contract';
import { useCallback } from 'react';
import { callApi } from '../../../lib/api-client';
import { useAnswerSaver } from '../../../lib/use-answer-saver';

/** PUT /homeworks/{id}/answers: the homework's questions, saved as they are chosen. */
export function useSaveHomeworkAnswers(homeworkId: string) {
  const send = useCallback(
    (body: SaveAnswersBody) => callApi(homeworkEndpoints.saveAnswers, { params: { id: homeworkId }, body }),
    [homeworkId],
  );
  return useAnswerSaver(send);
}
