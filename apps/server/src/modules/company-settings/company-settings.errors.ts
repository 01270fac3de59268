import { FEATURES } from '@wizytownik/domain';
import { appError } from '../../platform/errors.ts';

export const CompanySettingsErrors = {
  logoNotImage: () => appError('company.logoNotImage', { members: ['logo_base64'] }),
  logoTooLarge: () => appError('company.logoTooLarge', { members: ['logo_base64'] }),
  logoTooBig: () => appError('company.logoDimensions', { members: ['logo_base64'] }),
  calendarNeedsSystemAdmin: () => appError('company.calendarNeedsSystemAdmin'),
  outpostsNeedSystemAdmin: () => appError('company.outpostsNeedSystemAdmin'),
  payUDisabled: () => appError('auth.featureDisabled', { params: { feature: FEATURES.PayU } }),
  outpostNotFound: () => appError('outpost.notFound'),
  outpostForbidden: () => appError('outpost.forbidden'),
  unitNotFound: () => appError('unit.notFound'),
  groupNotFound: () => appError('therapistGroup.notFound'),
  groupInUse: () => appError('therapistGroup.inUse'),
  unknownType: () => appError('template.unknownType', { members: ['type'] }),
  noFile: () => appError('upload.noFile', { members: ['file'] }),
  notDocx: () => appError('template.notDocx', { members: ['file'] }),
  fileTooLarge: () => appError('template.tooLarge'),
  templateNotUploaded: () => appError('template.notUploaded'),
};
