import EditOutlined from '@mui/icons-material/EditOutlined';
import KeyOutlined from '@mui/icons-material/KeyOutlined';
import PhonelinkLockOutlined from '@mui/icons-material/PhonelinkLockOutlined';
import { ADMIN_USER_NAME } from '@wizytownik/domain';
import type { UserDto } from '@wizytownik/contracts';
import { useTexts } from '../../../app/texts.ts';
import { ListTable, type ListTableProps } from '../../../ui/ListTable.tsx';
import { deleteAction } from '../../../ui/RowActions.tsx';

export type UserAction = 'edit' | 'password' | 'twoFactor' | 'delete';

interface UsersTableProps extends Omit<
  ListTableProps<UserDto>,
  'label' | 'columns' | 'rowKey' | 'rowActions' | 'sx'
> {
  /** 'twoFactor' and 'delete' come after their confirmation. */
  readonly onAction: (action: UserAction, user: UserDto) => void;
}

/** A long address may wrap after its '@' rather than mid-word. */
function breakableEmail(email: string) {
  const at = email.indexOf('@');
  if (at < 0) return email;
  return (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </>
  );
}

/**
 * The users of one page; the admin gets no action (spec 002 §3). A row's actions sit in one menu,
 * which keeps the table narrow enough beside the administration's side menu.
 */
export function UsersTable({ onAction, ...list }: UsersTableProps) {
  const t = useTexts();
  return (
    <ListTable
      {...list}
      label={t('route./admin/users')}
      sx={{ '& th, & td': { px: 1 } }}
      rowKey={(u) => u.id}
      columns={[
        { label: t('adminUsers.userName'), cell: (u) => u.userName },
        { label: t('adminUsers.name'), cell: (u) => u.name },
        { label: t('adminUsers.surname'), cell: (u) => u.surname },
        { label: t('adminUsers.email'), cell: (u) => breakableEmail(u.emailAddress) },
        { label: t('adminUsers.roles'), cell: (u) => u.roleNames.join(', ') },
        { label: t('adminUsers.active'), cell: (u) => t(u.isActive ? 'usersRoles.yes' : 'usersRoles.no') },
      ]}
      rowActions={{
        label: t('usersRoles.actions'),
        menuLabel: (u) => t('adminUsers.rowActions', { userName: u.userName }),
        actions: (u) =>
          u.userName === ADMIN_USER_NAME
            ? []
            : [
                {
                  label: t('usersRoles.edit'),
                  icon: <EditOutlined fontSize="small" />,
                  onClick: () => onAction('edit', u),
                },
                {
                  label: t('adminUsers.resetPassword'),
                  icon: <KeyOutlined fontSize="small" />,
                  onClick: () => onAction('password', u),
                },
                {
                  label: t('adminUsers.reset2FA'),
                  icon: <PhonelinkLockOutlined fontSize="small" />,
                  onClick: () => onAction('twoFactor', u),
                  confirm: t('adminUsers.confirmReset2FA', { userName: u.userName }),
                },
                deleteAction(
                  t('usersRoles.delete'),
                  t('adminUsers.confirmDelete', { userName: u.userName }),
                  () => onAction('delete', u),
                ),
              ],
      }}
    />
  );
}
