export * from './time-zone.ts';
export * from './public-holidays.ts';
export * from './working-time.ts';
