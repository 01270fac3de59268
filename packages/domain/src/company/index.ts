export * from './company.ts';
