import './locale.ts';
export * from './endpoint.ts';
export * from './account.ts';
export * from './token-auth.ts';
export * from './session.ts';
export * from './user.ts';
export * from './platform.ts';
