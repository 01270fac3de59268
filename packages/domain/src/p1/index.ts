export * from './regon.ts';
export * from './resort-code.ts';
export * from './visit-check.ts';
export * from './prescription-fields.ts';
export * from './buffer.ts';
