/*
 * The database schema, one file per domain. drizzle-kit reads this index (drizzle.config.ts):
 * the split changed no generated SQL (drizzle-kit generate finds nothing to migrate).
 */
export * from './site';
export * from './content';
export * from './account';
export * from './catalog';
export * from './product';
export * from './variants';
export * from './photos';
export * from './customerProducts';
export * from './cart';
export * from './delivery';
export * from './checkout';
export * from './payment';
export * from './catalogChanges';
export * from './prepaid';
export * from './afterSale';
export * from './wishlist';
export * from './library';
export * from './forms';
export * from './news';
