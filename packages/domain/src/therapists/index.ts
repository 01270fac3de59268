export * from './pwz.ts';
export * from './visit-type.ts';
export * from './professions.ts';
export * from './icd9-categories.ts';
