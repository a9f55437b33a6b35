import { isPastDueDate } from '@sabora/contract';
import { badRequest } from '../plugins/errors.js';

/** Creating a homework, exam or quiz: a due date in the past is a 400 naming the field. */
export function refusePastDueDate(dueDate: Date): void {
  if (isPastDueDate(dueDate)) throw badRequest('dueDateInPast');
}
