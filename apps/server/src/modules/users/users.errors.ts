import { appError } from '../../platform/errors.ts';

export const UserErrors = {
  userNameTaken: (userName: string) => appError('user.userNameTaken', { params: { userName } }),
  emailTaken: (email: string) => appError('user.emailTaken', { params: { email } }),
  unknownRole: (role: string) => appError('user.unknownRole', { params: { role }, members: ['roleNames'] }),
  unknownOutpost: () => appError('outpost.unknown', { members: ['additionalOutposts'] }),
  noRoles: () => appError('user.noRoles', { members: ['roleNames'] }),
  wrongCurrentPassword: () => appError('user.wrongCurrentPassword', { members: ['currentPassword'] }),
  wrongAdminPassword: () => appError('user.wrongAdminPassword', { members: ['adminPassword'] }),
  samePassword: () => appError('user.samePassword', { members: ['newPassword'] }),
  weakPassword: () => appError('user.weakPassword', { members: ['newPassword'] }),
  unknownUser: () => appError('user.notFound'),
  adminProtected: () => appError('user.adminProtected'),
  deleteSelf: () => appError('user.deleteSelf'),
  hasHistory: () => appError('user.hasHistory'),
};
