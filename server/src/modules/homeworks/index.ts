/** Homeworks: what submissions and the cross-domain commands read of them. */
export { markedHomeworkAnswers } from './answers.js';
export { countHomeworks, countHomeworksUsingQuestion, homeworkSummaries } from './service.js';
