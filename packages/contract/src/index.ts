export * from './constants.js';
export * from './common.js';
export * from './catalogue.js';
export * from './catalogue-files.js';
export * from './auth.js';
export * from './admin.js';
export * from './diary.js';
export type * from './server-render.js';
