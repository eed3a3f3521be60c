export * from './client';
export * from './constants';
export * from './contract';
export * from './days';
export * from './errors';
export * from './money';
export * from './password';
export * from './site-forwarding';
