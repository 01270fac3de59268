import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { errorMessage } from '../../../api/errors.ts';
import { useTexts } from '../../../app/texts.ts';
import { useFeedback } from '../../../ui/FeedbackProvider.tsx';
import { StatusMessage } from '../../../ui/StatusMessage.tsx';
import { useDeleteRole, useRoles } from './hooks.ts';
import { RoleDialog } from './RoleDialog.tsx';

type Open = { roleId: number | null } | null;

/** /admin/roles: the roles; the Admin role opens read-only and static roles cannot be deleted. */
export default function RolesPage() {
  const t = useTexts();
  const { showError, notify, confirm } = useFeedback();
  const roles = useRoles();
  const deleteRole = useDeleteRole();
  const [open, setOpen] = useState<Open>(null);

  const remove = async (id: number, name: string) => {
    if (!(await confirm(t('adminRoles.confirmDelete', { name })))) return;
    try {
      await deleteRole.mutateAsync({ Id: id });
      notify(t('usersRoles.deleted'));
    } catch (error) {
      showError(errorMessage(error, t('adminRoles.deleteFailed')));
    }
  };

  const items = roles.data?.items ?? [];
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button variant="contained" startIcon={<AddOutlined />} onClick={() => setOpen({ roleId: null })}>
          {t('adminRoles.add')}
        </Button>
      </Stack>
      <Paper variant="outlined">
        {roles.isFetching && <LinearProgress aria-label={t('common.loading')} />}
        {roles.isError ? (
          <StatusMessage tone="error" title={errorMessage(roles.error, t('adminRoles.loadFailed'))} />
        ) : (
          <Table size="small" aria-label={t('route./admin/roles')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('adminRoles.name')}</TableCell>
                <TableCell>{t('adminRoles.displayName')}</TableCell>
                <TableCell>{t('adminRoles.description')}</TableCell>
                <TableCell>{t('adminRoles.static')}</TableCell>
                <TableCell align="right">{t('adminRoles.permissionCount')}</TableCell>
                <TableCell align="right">{t('usersRoles.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {items.map((r) => (
                <TableRow key={r.id} hover>
                  <TableCell>{r.name}</TableCell>
                  <TableCell>{r.displayName}</TableCell>
                  <TableCell>{r.description}</TableCell>
                  <TableCell>{r.isStatic ? t('usersRoles.yes') : t('usersRoles.no')}</TableCell>
                  <TableCell align="right">{r.grantedPermissionNames.length}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    <Tooltip title={t(r.isSuperAdminRole ? 'adminRoles.view' : 'usersRoles.edit')}>
                      <IconButton
                        size="small"
                        aria-label={t(r.isSuperAdminRole ? 'adminRoles.view' : 'usersRoles.edit')}
                        onClick={() => setOpen({ roleId: r.id })}
                      >
                        {r.isSuperAdminRole ? (
                          <VisibilityOutlined fontSize="small" />
                        ) : (
                          <EditOutlined fontSize="small" />
                        )}
                      </IconButton>
                    </Tooltip>
                    {!r.isStatic && (
                      <Tooltip title={t('usersRoles.delete')}>
                        <IconButton
                          size="small"
                          aria-label={t('usersRoles.delete')}
                          onClick={() => void remove(r.id, r.name)}
                        >
                          <DeleteOutlined fontSize="small" />
                        </IconButton>
                      </Tooltip>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
        {roles.isSuccess && items.length === 0 && <StatusMessage title={t('adminRoles.empty')} />}
      </Paper>
      {open && <RoleDialog roleId={open.roleId} onClose={() => setOpen(null)} />}
    </Stack>
  );
}
