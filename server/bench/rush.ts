// `npm run bench:rush -w server` (also part of `npm run bench`): the exam rush alone, with the
// students' connections kept open, then with each press opening a new one.
import { examRush } from './exam-rush.js';
import { printRush } from './print-rush.js';

const students = Number(process.env.BENCH_RUSH_STUDENTS ?? 2000);
printRush(await examRush(students, 'warm'));
printRush(await examRush(students, 'fresh'));
