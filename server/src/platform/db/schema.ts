/** Every table of every domain; drizzle-kit reads this file to write migrations. */
export * from '../../modules/accounts/schema.ts';
export * from '../../modules/applications/schema.ts';
export * from '../../modules/collection/schema.ts';
export * from '../../modules/content/schema.ts';
export * from '../../modules/engagement/schema.ts';
export * from '../../modules/files/schema.ts';
export * from '../../modules/messages/schema.ts';
export * from '../../modules/orders/schema.ts';
export * from '../../modules/reservation/schema.ts';
export * from '../../modules/search/schema.ts';
export * from '../../modules/site/schema.ts';
export * from '../../modules/venues/schema.ts';
