export * from './enums.ts';
export * from './messages.ts';
export * from './paths.ts';
export * from './schemas.ts';
export * from './types/index.ts';
