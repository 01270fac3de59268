export * from './status.ts';
export * from './validation.ts';
