/** Parents: students' parent details create or link parent accounts through these. */

/** The check that tells parents of their children's missing work (started by app.ts). */
export { missingWorkWorker, startMissingWorkChecks } from './missing-work.js';
export { saveParentProfile } from './own-profile.js';
export { linkOrCreateParents, newParentPasswordHash, type ParentDetails } from './service.js';
