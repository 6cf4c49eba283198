import { Button, type ButtonProps } from '@mui/material';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../config/paths';
import { signOut } from '../lib/session';

/** Ends the session and goes to /login. */
export function LogoutButton(props: Omit<ButtonProps, 'onClick'>) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const logOut = async () => {
    setBusy(true);
    try {
      await signOut();
    } finally {
      setBusy(false);
      void navigate(paths.login, { replace: true });
    }
  };
  return (
    <Button variant="outlined" {...props} disabled={busy || props.disabled} onClick={() => void logOut()}>
      Logout
    </Button>
  );
}
