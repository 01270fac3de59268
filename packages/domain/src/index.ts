export * from './auth/permissions.ts';
export * from './auth/features.ts';
export * from './auth/roles.ts';
export * from './auth/password-policy.ts';
export * from './auth/lockout.ts';
export * from './routes.ts';
export * from './texts.ts';
