import { Box, Button } from '@mui/material';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { MEGA_MENU_ID, NAV_LINKS } from './nav-items';
import { ShellIcon } from './shell-icons';

const loadPanel = () => import('./mega-menu-panel');
// The panel loads on first intent (hover, focus or click), keeping it out of every page's first download.
const MegaMenuPanel = lazy(loadPanel);

const linkSx = {
  color: 'text.primary',
  minHeight: 44,
  px: 1.5,
  '&.active': { color: 'primary.main', boxShadow: 'inset 0 -3px 0 currentColor' },
} as const;

/** Desktop (from 1024 px) navigation; Information opens the mega menu as a disclosure. */
export function DesktopNav({ headerHidden }: { headerHidden: boolean }) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();

  // A new page or the header sliding away closes the panel.
  useEffect(() => setOpen(false), [pathname, headerHidden]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      triggerRef.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  return (
    <Box
      ref={rootRef}
      component="ul"
      onBlur={(event) => {
        if (open && !event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
      sx={{ display: { xs: 'none', md: 'flex' }, alignItems: 'center', gap: 0.5, listStyle: 'none', m: 0, p: 0 }}
    >
      <li>
        <Button component={NavLink} to={NAV_LINKS.home.to} end sx={linkSx}>
          {NAV_LINKS.home.label}
        </Button>
      </li>
      <li>
        <Button
          ref={triggerRef}
          aria-expanded={open}
          aria-controls={open ? MEGA_MENU_ID : undefined}
          endIcon={<ShellIcon name="expandMore" rotate={open ? 180 : 0} />}
          onPointerEnter={() => void loadPanel()}
          onFocus={() => void loadPanel()}
          onClick={() => setOpen((current) => !current)}
          sx={{ ...linkSx, ...(pathname.startsWith('/information') && { color: 'primary.main' }) }}
        >
          {NAV_LINKS.information.label}
        </Button>
        {open && (
          <Suspense fallback={null}>
            <MegaMenuPanel onNavigate={() => setOpen(false)} />
          </Suspense>
        )}
      </li>
      <li>
        <Button component={NavLink} to={NAV_LINKS.aboutUs.to} sx={linkSx}>
          {NAV_LINKS.aboutUs.label}
        </Button>
      </li>
      <li>
        <Button component={NavLink} to={NAV_LINKS.contact.to} sx={linkSx}>
          {NAV_LINKS.contact.label}
        </Button>
      </li>
    </Box>
  );
}
