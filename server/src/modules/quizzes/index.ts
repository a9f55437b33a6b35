/** Quizzes: what grading and the cross-domain commands read of them. */
export {
  presentSubmissions as presentQuizSubmissions,
  selectSubmissions as selectQuizSubmissions,
} from './results.js';
export { countQuizzes, countQuizzesUsingQuestion, quizzesCount } from './service.js';
