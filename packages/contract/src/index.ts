export * from './constants.js';
export * from './common.js';
export * from './catalogue.js';
export * from './catalogue-files.js';
export * from './auth.js';
export type * from './server-render.js';
