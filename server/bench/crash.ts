// `npm run bench:crash -w server` (also part of `npm run bench`): the exam rush with a crash alone.
import { crashRush, printCrashRush } from './crash-rush.js';

printCrashRush(await crashRush(Number(process.env.BENCH_RUSH_STUDENTS ?? 2000)));
