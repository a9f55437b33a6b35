/** Virtual classes: what other modules read of them (the status rule). */
export { effectiveStatus } from './status.js';
