import { appError } from '../../platform/errors.ts';

export const DescriptionErrors = {
  unknownDescription: () => appError('description.notFound'),
  unknownCategory: () => appError('description.categoryNotFound'),
  unknownLinkedCategory: () => appError('description.unknownCategory', { members: ['categoryIds'] }),
  privateOnlyAuthor: () => appError('description.privateOnlyAuthor', { members: ['is_private'] }),
  nameTaken: (name: string) => appError('description.nameTaken', { params: { name }, members: ['name'] }),
  categoryNameTaken: (name: string) =>
    appError('description.categoryNameTaken', { params: { name }, members: ['description'] }),
};
