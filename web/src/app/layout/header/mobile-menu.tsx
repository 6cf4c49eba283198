import { lazy, Suspense, useState } from 'react';
import { ShellIcon } from '../../../components/shell-icons';

// The drawer (MUI Modal and transitions) loads the first time a visitor opens it.
const MobileDrawer = lazy(() => import('./mobile-drawer'));

export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  return (
    <>
      <button
        type="button"
        className="sc-icon-button sc-menu-button"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
      >
        <ShellIcon name="menu" />
      </button>
      {requested && (
        <Suspense fallback={null}>
          <MobileDrawer open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
