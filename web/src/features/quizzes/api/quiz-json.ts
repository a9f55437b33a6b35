import type { QuizBody } from '@sabora/contract';

/** The JSON body of POST and PUT /quizzes: the checked fields, the due date as an ISO instant. */
export const quizJson = (body: QuizBody) => ({ ...body, dueDate: body.dueDate.toISOString() });
