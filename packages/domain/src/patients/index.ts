export * from './pesel.ts';
export * from './nip.ts';
export * from './credit.ts';
export * from './patient.ts';
export * from './search-text.ts';
