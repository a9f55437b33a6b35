/** Homeworks: what submissions and the cross-domain commands read of them. */
export { countHomeworks, countHomeworksUsingQuestion, homeworkSummaries } from './service.js';
