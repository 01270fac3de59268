export * from './search-text.ts';
export * from './diseases.ts';
