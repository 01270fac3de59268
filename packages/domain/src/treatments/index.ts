export * from './treatments.ts';
export * from './treatment-terms.ts';
