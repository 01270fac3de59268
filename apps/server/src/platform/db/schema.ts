export * from '../security/secrets.tables.ts';
export * from '../../modules/tenants/tenants.tables.ts';
export * from '../../modules/users/users.tables.ts';
export * from '../../modules/auth/auth.tables.ts';
export * from '../../modules/texts/texts.tables.ts';
export * from '../../modules/therapists/therapists.tables.ts';
export * from '../../modules/organization/organization.tables.ts';
