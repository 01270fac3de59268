export * from './treatments.ts';
