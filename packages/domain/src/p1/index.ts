export * from './regon.ts';
export * from './resort-code.ts';
export * from './visit-check.ts';
export * from './buffer.ts';
