export * from './template.ts';
export * from './parts.ts';
export * from './answers.ts';
export * from './number.ts';
export * from './schedule.ts';
