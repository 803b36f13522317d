export * from './enums.ts';
export * from './paths.ts';
export * from './schemas.ts';
