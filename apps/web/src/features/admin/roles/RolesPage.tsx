import AddOutlined from '@mui/icons-material/AddOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTexts } from '../../../app/texts.ts';
import { ListTable } from '../../../ui/ListTable.tsx';
import { deleteAction, editAction } from '../../../ui/RowActions.tsx';
import { useDeleteRow } from '../../../ui/useDeleteRow.ts';
import { useDeleteRole, useRoles } from './hooks.ts';
import { RoleDialog } from './RoleDialog.tsx';

type Open = { roleId: number | null } | null;

/** /admin/roles: the roles; the Admin role opens read-only and static roles cannot be deleted. */
export default function RolesPage() {
  const t = useTexts();
  const deleteRow = useDeleteRow();
  const roles = useRoles();
  const deleteRole = useDeleteRole();
  const [open, setOpen] = useState<Open>(null);

  const remove = (id: number) =>
    deleteRow(
      () => deleteRole.mutateAsync({ Id: id }),
      t('usersRoles.deleted'),
      t('adminRoles.deleteFailed'),
    );

  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button variant="contained" startIcon={<AddOutlined />} onClick={() => setOpen({ roleId: null })}>
          {t('adminRoles.add')}
        </Button>
      </Stack>
      <ListTable
        label={t('route./admin/roles')}
        columns={[
          { label: t('adminRoles.name'), cell: (r) => r.name },
          { label: t('adminRoles.displayName'), cell: (r) => r.displayName },
          { label: t('adminRoles.description'), cell: (r) => r.description },
          { label: t('adminRoles.static'), cell: (r) => t(r.isStatic ? 'usersRoles.yes' : 'usersRoles.no') },
          {
            label: t('adminRoles.permissionCount'),
            cell: (r) => r.grantedPermissionNames.length,
            align: 'right',
          },
        ]}
        rows={roles.data?.items ?? []}
        rowKey={(r) => r.id}
        rowActions={{
          label: t('usersRoles.actions'),
          actions: (r) => [
            r.isSuperAdminRole
              ? {
                  label: t('adminRoles.view'),
                  icon: <VisibilityOutlined fontSize="small" />,
                  onClick: () => setOpen({ roleId: r.id }),
                }
              : editAction(t('usersRoles.edit'), () => setOpen({ roleId: r.id })),
            !r.isStatic &&
              deleteAction(
                t('usersRoles.delete'),
                t('adminRoles.confirmDelete', { name: r.name }),
                () => void remove(r.id),
              ),
          ],
        }}
        query={roles}
        failedText={t('adminRoles.loadFailed')}
        emptyText={t('adminRoles.empty')}
      />
      {open && <RoleDialog roleId={open.roleId} onClose={() => setOpen(null)} />}
    </Stack>
  );
}
