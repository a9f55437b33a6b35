/** Parents: students' parent details create or link parent accounts through these. */
export { linkOrCreateParents, newParentPasswordHash, type ParentDetails } from './service.js';
