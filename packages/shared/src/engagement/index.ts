export * from './actions.ts';
export * from './messages.ts';
export * from './paths.ts';
export * from './schemas.ts';
