import AddOutlined from '@mui/icons-material/AddOutlined';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TablePagination from '@mui/material/TablePagination';
import TextField from '@mui/material/TextField';
import { useDeferredValue, useState } from 'react';
import type { UserDto } from '@wizytownik/contracts';
import { errorMessage } from '../../../api/errors.ts';
import { useTexts } from '../../../app/texts.ts';
import { useFeedback } from '../../../ui/FeedbackProvider.tsx';
import { StatusMessage } from '../../../ui/StatusMessage.tsx';
import { useDeleteUser, useResetTwoFactor, useUsers } from './hooks.ts';
import { ResetPasswordDialog } from './ResetPasswordDialog.tsx';
import { UserDialog } from './UserDialog.tsx';
import { UsersTable, type UserAction } from './UsersTable.tsx';

/** Spec 002: users page sizes are 100 and 200. */
const PAGE_SIZES = [100, 200];

type Open = { kind: 'user'; user: UserDto | null } | { kind: 'password'; user: UserDto } | null;

/** /admin/users: the users with search, 'Pokaż nieaktywnych', add, edit, password, 2FA and delete. */
export default function UsersPage() {
  const t = useTexts();
  const { showError, notify, confirm } = useFeedback();
  const [keyword, setKeyword] = useState('');
  const [showInactive, setShowInactive] = useState(false);
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(PAGE_SIZES[0]!);
  const [open, setOpen] = useState<Open>(null);
  const search = useDeferredValue(keyword.trim());
  const users = useUsers({
    Keyword: search || undefined,
    isActive: showInactive ? undefined : 'true',
    SkipCount: page * pageSize,
    MaxResultCount: pageSize,
    Sorting: 'userName',
  });
  const deleteUser = useDeleteUser();
  const resetTwoFactor = useResetTwoFactor();

  const act = async (action: UserAction, user: UserDto) => {
    if (action === 'edit') return setOpen({ kind: 'user', user });
    if (action === 'password') return setOpen({ kind: 'password', user });
    const question =
      action === 'delete'
        ? t('adminUsers.confirmDelete', { userName: user.userName })
        : t('adminUsers.confirmReset2FA', { userName: user.userName });
    if (!(await confirm(question))) return;
    try {
      if (action === 'delete') {
        await deleteUser.mutateAsync({ Id: user.id });
        notify(t('usersRoles.deleted'));
      } else {
        await resetTwoFactor.mutateAsync({ id: user.id });
        notify(t('adminUsers.twoFactorReset'));
      }
    } catch (error) {
      showError(errorMessage(error, action === 'delete' ? undefined : t('adminUsers.reset2FAFailed')));
    }
  };

  const items = users.data?.items ?? [];
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <TextField
          label={t('usersRoles.search')}
          size="small"
          type="search"
          value={keyword}
          onChange={(e) => {
            setKeyword(e.target.value);
            setPage(0);
          }}
        />
        <FormControlLabel
          label={t('adminUsers.showInactive')}
          control={
            <Checkbox
              checked={showInactive}
              onChange={(_e, checked) => {
                setShowInactive(checked);
                setPage(0);
              }}
            />
          }
        />
        <Button
          variant="contained"
          startIcon={<AddOutlined />}
          onClick={() => setOpen({ kind: 'user', user: null })}
          sx={{ ml: { sm: 'auto !important' } }}
        >
          {t('adminUsers.add')}
        </Button>
      </Stack>
      <Paper variant="outlined">
        {users.isFetching && <LinearProgress aria-label={t('common.loading')} />}
        {users.isError ? (
          <StatusMessage tone="error" title={errorMessage(users.error, t('adminUsers.loadFailed'))} />
        ) : (
          <UsersTable users={items} onAction={(action, user) => void act(action, user)} />
        )}
        {users.isSuccess && items.length === 0 && <StatusMessage title={t('adminUsers.empty')} />}
        <TablePagination
          component="div"
          count={users.data?.totalCount ?? 0}
          page={page}
          onPageChange={(_e, p) => setPage(p)}
          rowsPerPage={pageSize}
          rowsPerPageOptions={PAGE_SIZES}
          onRowsPerPageChange={(e) => {
            setPageSize(Number(e.target.value));
            setPage(0);
          }}
        />
      </Paper>
      {open?.kind === 'user' && <UserDialog user={open.user} onClose={() => setOpen(null)} />}
      {open?.kind === 'password' && <ResetPasswordDialog user={open.user} onClose={() => setOpen(null)} />}
    </Stack>
  );
}
