/**
 * The one typed schema of the gateway: each domain owns its tables in its own folder and is
 * re-exported here, for drizzle-kit (migrations) and the typed `Database` handle.
 */
export * from '../accounts/schema';
export * from '../catalog/schema';
export * from '../checkin/schema';
export * from '../favorites/schema';
export * from '../folks/schema';
export * from '../franchise/schema';
export * from '../http/idempotency-table';
export * from '../http/rate-limit-table';
export * from '../mail/schema';
export * from '../orders/schema';
export * from '../partners/schema';
export * from '../payments/schema';
export * from '../staff/schema';
export * from '../wechat/schema';
