/** Quizzes: what grading and the cross-domain commands read of them. */

export { queueDeadlines as queueQuizDeadlines, quizDeadlineWorker } from './deadlines.js';
export {
  presentSubmissions as presentQuizSubmissions,
  selectSubmissions as selectQuizSubmissions,
} from './results.js';
export { countQuizzes, countQuizzesUsingQuestion, quizzesCount } from './service.js';
