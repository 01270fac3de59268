import { Errors } from '../../platform/errors.ts';

export const RoleErrors = {
  unknownRole: () => Errors.notFound('Nie znaleziono roli.'),
  nameTaken: (name: string) => Errors.conflict(`Rola „${name}” już istnieje.`),
  adminRoleReadOnly: () => Errors.forbidden('Roli Administrator nie można edytować.'),
  staticRoleRename: () => Errors.validation('Nie można zmienić nazwy roli systemowej.', ['name']),
  staticRoleDelete: () => Errors.forbidden('Nie można usunąć roli systemowej.'),
  roleInUse: () =>
    Errors.conflict('Nie można usunąć roli przypisanej użytkownikom. Najpierw odbierz ją użytkownikom.'),
  systemAdminOnly: () =>
    Errors.forbidden(
      'Rolę z uprawnieniem „Administrator systemu” może tworzyć i zmieniać tylko administrator systemu.',
    ),
};
