export * from './free-slots.ts';
export * from './recurrence.ts';
export * from './reserves.ts';
