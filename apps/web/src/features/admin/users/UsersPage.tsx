import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import type { UserDto } from '@wizytownik/contracts';
import { useTexts } from '../../../app/texts.ts';
import { ListToolbar } from '../../../ui/ListToolbar.tsx';
import { useDeleteRow } from '../../../ui/useDeleteRow.ts';
import { useListState } from '../../../ui/useListState.ts';
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
  const deleteRow = useDeleteRow();
  const list = useListState(PAGE_SIZES);
  const [showInactive, setShowInactive] = useState(false);
  const [open, setOpen] = useState<Open>(null);
  const users = useUsers({
    Keyword: list.search || undefined,
    isActive: showInactive ? undefined : 'true',
    SkipCount: list.page * list.pageSize,
    MaxResultCount: list.pageSize,
    Sorting: 'userName',
  });
  const deleteUser = useDeleteUser();
  const resetTwoFactor = useResetTwoFactor();

  const act = (action: UserAction, user: UserDto) => {
    if (action === 'edit') return setOpen({ kind: 'user', user });
    if (action === 'password') return setOpen({ kind: 'password', user });
    if (action === 'delete')
      return deleteRow(() => deleteUser.mutateAsync({ Id: user.id }), t('usersRoles.deleted'));
    return deleteRow(
      () => resetTwoFactor.mutateAsync({ id: user.id }),
      t('adminUsers.twoFactorReset'),
      t('adminUsers.reset2FAFailed'),
    );
  };

  const onShowInactive = list.filter(setShowInactive);
  return (
    <Stack spacing={2}>
      <ListToolbar
        searchLabel={t('usersRoles.search')}
        query={list.query}
        onQuery={list.setQuery}
        add={{ label: t('adminUsers.add'), onClick: () => setOpen({ kind: 'user', user: null }) }}
      >
        <FormControlLabel
          label={t('adminUsers.showInactive')}
          control={<Checkbox checked={showInactive} onChange={(_e, checked) => onShowInactive(checked)} />}
        />
      </ListToolbar>
      <UsersTable
        rows={users.data?.items ?? []}
        query={users}
        failedText={t('adminUsers.loadFailed')}
        emptyText={t('adminUsers.empty')}
        paging={list.paging(users.data?.totalCount ?? 0)}
        onAction={(action, user) => void act(action, user)}
      />
      {open?.kind === 'user' && <UserDialog user={open.user} onClose={() => setOpen(null)} />}
      {open?.kind === 'password' && <ResetPasswordDialog user={open.user} onClose={() => setOpen(null)} />}
    </Stack>
  );
}
