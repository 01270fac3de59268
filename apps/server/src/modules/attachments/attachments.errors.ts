import { appError } from '../../platform/errors.ts';

export const AttachmentErrors = {
  noFile: () => appError('upload.noFile', { members: ['file'] }),
  tooLarge: () => appError('attachment.tooLarge'),
  alreadyAttached: () => appError('attachment.alreadyAttached'),
  unknownAttachment: () => appError('attachment.notFound'),
  tokenInvalid: () => appError('attachment.downloadLinkExpired'),
  templateMissing: (description: string) =>
    appError('attachment.templateMissing', { params: { description } }),
  /** The description rules of spec 001 §5; `field` is the member the rule names. */
  badDescription: (message: string, field: string) =>
    appError('attachment.invalidDescription', { params: { message }, members: [field] }),
};
