export * from './messages.ts';
export * from './paths.ts';
export * from './schemas.ts';
export * from './types/hall.ts';
