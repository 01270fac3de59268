export * from './free-slots.ts';
export * from './recurrence.ts';
