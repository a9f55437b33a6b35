export * from './assignments.js';
export * from './chapters.js';
export * from './files.js';
export * from './notifications.js';
export * from './question-bank.js';
export * from './students.js';
export * from './subjects.js';
export * from './users.js';
