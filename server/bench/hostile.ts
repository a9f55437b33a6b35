// `npm run bench:hostile -w server` (also part of `npm run bench`): the hostile load alone, on a
// server of its own.
import { hostileLoad } from './hostile-load.js';

await hostileLoad();
