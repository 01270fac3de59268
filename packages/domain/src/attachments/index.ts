export * from './attachments.ts';
export * from './agreement-placeholders.ts';
