export * from './actions.ts';
export * from './paths.ts';
export * from './schemas.ts';
