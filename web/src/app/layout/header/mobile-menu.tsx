import { ButtonBase } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { iconButtonSx, ShellIcon } from './shell-icons';

// The drawer (MUI Modal and transitions) loads the first time a visitor opens it.
const MobileDrawer = lazy(() => import('./mobile-drawer'));

export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  return (
    <>
      <ButtonBase
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
        sx={{ ...iconButtonSx, color: 'text.primary', display: { xs: 'inline-flex', md: 'none' } }}
      >
        <ShellIcon name="menu" />
      </ButtonBase>
      {requested && (
        <Suspense fallback={null}>
          <MobileDrawer open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
