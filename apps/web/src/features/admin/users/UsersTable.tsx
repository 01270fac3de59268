import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import KeyOutlined from '@mui/icons-material/KeyOutlined';
import PhonelinkLockOutlined from '@mui/icons-material/PhonelinkLockOutlined';
import MoreVertOutlined from '@mui/icons-material/MoreVertOutlined';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useState } from 'react';
import { ADMIN_USER_NAME, type TextKey } from '@wizytownik/domain';
import type { UserDto } from '@wizytownik/contracts';
import { useTexts } from '../../../app/texts.ts';

export type UserAction = 'edit' | 'password' | 'twoFactor' | 'delete';

interface UsersTableProps {
  readonly users: readonly UserDto[];
  readonly onAction: (action: UserAction, user: UserDto) => void;
}

const ACTIONS = [
  { action: 'edit', label: 'usersRoles.edit', Icon: EditOutlined },
  { action: 'password', label: 'adminUsers.resetPassword', Icon: KeyOutlined },
  { action: 'twoFactor', label: 'adminUsers.reset2FA', Icon: PhonelinkLockOutlined },
  { action: 'delete', label: 'usersRoles.delete', Icon: DeleteOutlined },
] as const satisfies ReadonlyArray<{ action: UserAction; label: TextKey; Icon: typeof EditOutlined }>;

/** One menu button per row keeps the table narrow enough beside the administration's side menu. */
function RowActions({ user, onAction }: { user: UserDto; onAction: UsersTableProps['onAction'] }) {
  const t = useTexts();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <IconButton
        size="small"
        aria-label={t('adminUsers.rowActions', { userName: user.userName })}
        aria-haspopup="menu"
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        <MoreVertOutlined fontSize="small" />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {ACTIONS.map(({ action, label, Icon }) => (
          <MenuItem
            key={action}
            onClick={() => {
              setAnchor(null);
              onAction(action, user);
            }}
          >
            <ListItemIcon>
              <Icon fontSize="small" />
            </ListItemIcon>
            {t(label)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
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

/** The users of one page; the admin gets no edit, password or 2FA action (spec 002 §3). */
export function UsersTable({ users, onAction }: UsersTableProps) {
  const t = useTexts();
  return (
    <Table size="small" aria-label={t('route./admin/users')} sx={{ '& th, & td': { px: 1 } }}>
      <TableHead>
        <TableRow>
          <TableCell>{t('adminUsers.userName')}</TableCell>
          <TableCell>{t('adminUsers.name')}</TableCell>
          <TableCell>{t('adminUsers.surname')}</TableCell>
          <TableCell>{t('adminUsers.email')}</TableCell>
          <TableCell>{t('adminUsers.roles')}</TableCell>
          <TableCell>{t('adminUsers.active')}</TableCell>
          <TableCell align="right">{t('usersRoles.actions')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {users.map((u) => {
          const editable = u.userName !== ADMIN_USER_NAME;
          return (
            <TableRow key={u.id} hover>
              <TableCell>{u.userName}</TableCell>
              <TableCell>{u.name}</TableCell>
              <TableCell>{u.surname}</TableCell>
              <TableCell>{breakableEmail(u.emailAddress)}</TableCell>
              <TableCell>{u.roleNames.join(', ')}</TableCell>
              <TableCell>{u.isActive ? t('usersRoles.yes') : t('usersRoles.no')}</TableCell>
              <TableCell align="right">{editable && <RowActions user={u} onAction={onAction} />}</TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
