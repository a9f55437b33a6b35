/** The question bank: homeworks and quizzes are built from its questions. */
export {
  countQuestions,
  findQuestion,
  findQuestionImage,
  listBySubject,
  presentQuestion,
  removeQuestion,
} from './service.js';
