export * from './door.ts';
export * from './groups.ts';
export * from './messages.ts';
export * from './paths.ts';
export * from './rules.ts';
export * from './schemas.ts';
export * from './staff.ts';
