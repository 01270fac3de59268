export * from './catalog-types.ts';
export * from './catalog.ts';
