export * from './template.ts';
export * from './parts.ts';
export * from './answers.ts';
