export * from './messages.ts';
export * from './modules.ts';
export * from './paths.ts';
export * from './schemas.ts';
