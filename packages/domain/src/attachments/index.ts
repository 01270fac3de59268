export * from './attachments.ts';
export * from './agreement-placeholders.ts';
export * from './medical-documentation-placeholders.ts';
