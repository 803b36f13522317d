export * from './adapter.ts';
export * from './icms.ts';
export * from './messages.ts';
export * from './paths.ts';
export * from './schemas.ts';
export * from './types/work.ts';
export * from './types/work-type.ts';
