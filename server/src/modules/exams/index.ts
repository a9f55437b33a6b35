/** Exams: what submissions and the cross-domain commands read of them. */
export { countExams, examSummaries } from './service.js';
