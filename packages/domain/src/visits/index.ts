export * from './status.ts';
export * from './validation.ts';
export * from './calendar-blocks.ts';
export * from './visit-course.ts';
export * from './visit-treatment.ts';
