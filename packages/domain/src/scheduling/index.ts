export * from './free-slots.ts';
