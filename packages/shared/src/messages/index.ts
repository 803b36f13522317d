export * from './messages.ts';
export * from './paths.ts';
export * from './schemas.ts';
export * from './staff.ts';
