import { Menu, MenuItem } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useLogout } from './use-logout';
import { withMuiTheme } from '../../../lib/mui-theme';

function AccountMenu({
  anchor,
  accountPath,
  onClose,
}: {
  anchor: HTMLElement | null;
  accountPath: string;
  onClose: () => void;
}) {
  const logout = useLogout();
  return (
    <Menu
      id="account-menu"
      anchorEl={anchor}
      open={Boolean(anchor)}
      onClose={onClose}
      slotProps={{ list: { 'aria-labelledby': 'account-button' } }}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
    >
      <MenuItem component={RouterLink} to={accountPath} onClick={onClose}>
        My account
      </MenuItem>
      <MenuItem
        onClick={() => {
          onClose();
          logout();
        }}
      >
        Logout
      </MenuItem>
    </Menu>
  );
}

// Loaded with the menu's chunk: see account-control.tsx.
export { default as BookingsBadge } from './bookings-badge';
export { default as OpenCallsNews } from './open-calls-news';

// Built with MUI: brings the theme the plain shell does not carry.
export default withMuiTheme(AccountMenu);
