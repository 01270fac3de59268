export * from './vouchers.ts';
