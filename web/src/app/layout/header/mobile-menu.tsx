import { IconButton } from '@mui/material';
import MenuIcon from '@mui/icons-material/Menu';
import { lazy, Suspense, useState } from 'react';

// The drawer (MUI Modal and transitions) loads the first time a visitor opens it.
const MobileDrawer = lazy(() => import('./mobile-drawer'));

export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  return (
    <>
      <IconButton
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
        sx={{ display: { xs: 'inline-flex', md: 'none' } }}
      >
        <MenuIcon />
      </IconButton>
      {requested && (
        <Suspense fallback={null}>
          <MobileDrawer open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
