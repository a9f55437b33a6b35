// `npm run bench:rush -w server` (also part of `npm run bench`): the exam rush alone.
import { examRush } from './exam-rush.js';
import { printRush } from './print-rush.js';

printRush(await examRush(Number(process.env.BENCH_RUSH_STUDENTS ?? 2000)));
