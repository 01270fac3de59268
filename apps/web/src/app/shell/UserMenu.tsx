import AccountCircleOutlined from '@mui/icons-material/AccountCircleOutlined';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { useLogOut } from '../../api/session.ts';
import { useStoredUser } from '../../api/stored-user.ts';
import { useTexts } from '../texts.ts';

/** The user's menu in the top bar: change password, two-factor settings, log out (or log in). */
export function UserMenu() {
  const t = useTexts();
  const menuId = useId();
  const user = useStoredUser();
  const navigate = useNavigate();
  const logOut = useLogOut();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);

  const choose = (action: () => void) => () => {
    setAnchor(null);
    action();
  };
  const goTo = (path: string) => choose(() => void navigate(path));

  const items = user
    ? [
        <MenuItem key="password" onClick={goTo('/changepassword')}>
          {t('shell.changePassword')}
        </MenuItem>,
        <MenuItem key="2fa" onClick={goTo('/settings2fa')}>
          {t('shell.twoFactor')}
        </MenuItem>,
        <MenuItem key="logout" onClick={choose(() => logOut.mutate())} disabled={logOut.isPending}>
          {t('shell.logOut')}
        </MenuItem>,
      ]
    : [
        <MenuItem key="login" onClick={goTo('/login')}>
          {t('shell.logIn')}
        </MenuItem>,
      ];

  return (
    <>
      <IconButton
        color="inherit"
        aria-label={t('shell.userMenu')}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor !== null}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <AccountCircleOutlined />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {items}
      </Menu>
    </>
  );
}
