import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { useSessionStore } from '../../../lib/session';
import { MEGA_MENU_ID, NAV_LINKS } from './nav-items';
import { ShellIcon } from '../../../components/shell-icons';

const loadPanel = () => import('./mega-menu-panel');
// The panel loads on first intent (hover, focus or click), keeping it out of every page's first download.
const MegaMenuPanel = lazy(loadPanel);

// Casting's own links (Productions, Projects) load with the first Casting session, like the admin bar.
const CastingNavItems = lazy(() => import('./casting-nav-items'));

/** Desktop (from 1024 px) navigation; Information opens the mega menu as a disclosure. */
export function DesktopNav({ headerHidden }: { headerHidden: boolean }) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLUListElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  const role = useSessionStore((state) => state.hint?.role ?? null);

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
    <ul
      ref={rootRef}
      className="sc-nav"
      onBlur={(event) => {
        if (open && !event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <li>
        <NavLink to={NAV_LINKS.home.to} end className="sc-nav-link">
          {NAV_LINKS.home.label}
        </NavLink>
      </li>
      <li>
        <button
          type="button"
          ref={triggerRef}
          className="sc-nav-link"
          data-current={pathname.startsWith('/information')}
          aria-expanded={open}
          aria-controls={open ? MEGA_MENU_ID : undefined}
          onPointerEnter={() => void loadPanel()}
          onFocus={() => void loadPanel()}
          onClick={() => setOpen((current) => !current)}
        >
          {NAV_LINKS.information.label}
          <ShellIcon name="expandMore" rotate={open ? 180 : 0} />
        </button>
        {open && (
          <Suspense fallback={null}>
            <MegaMenuPanel onNavigate={() => setOpen(false)} />
          </Suspense>
        )}
      </li>
      <li>
        <NavLink to={NAV_LINKS.aboutUs.to} className="sc-nav-link">
          {NAV_LINKS.aboutUs.label}
        </NavLink>
      </li>
      <li>
        <NavLink to={NAV_LINKS.contact.to} className="sc-nav-link">
          {NAV_LINKS.contact.label}
        </NavLink>
      </li>
      {role === 'Casting' && (
        <Suspense fallback={null}>
          <CastingNavItems />
        </Suspense>
      )}
    </ul>
  );
}
