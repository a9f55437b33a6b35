export * from './auth.js';
export * from './common.js';
export * from './notifications.js';
export * from './public-config.js';
export * from './settings.js';
export * from './subjects.js';
export * from './time-ago.js';
