export * from './files.js';
export * from './notifications.js';
export * from './users.js';
