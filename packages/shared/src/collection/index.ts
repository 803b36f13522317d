export * from './adapter.ts';
export * from './icms.ts';
export * from './paths.ts';
export * from './schemas.ts';
