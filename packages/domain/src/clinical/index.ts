export * from './search-text.ts';
export * from './diseases.ts';
export * from './course-copy.ts';
export * from './rich-text.ts';
