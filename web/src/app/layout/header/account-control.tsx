import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { homePathFor, useSessionStore } from '../../../lib/session';
import { ShellIcon } from '../../../components/shell-icons';

// MUI's Menu (Popover, Modal) is only needed once a signed-in visitor opens it. The performer's
// bookings badge shares that chunk (one more chunk name in the shell cost the home page's budget),
// and loads only once Firebase has vouched for the session: a stale hint must not call the API.
const AccountMenu = lazy(() => import('./account-menu'));
const BookingsBadge = lazy(() => import('./account-menu').then((module) => ({ default: module.BookingsBadge })));

/** The account icon: a link to /login without a session, else a menu with the account and Logout. */
export function AccountControl() {
  const role = useSessionStore((state) => state.hint?.role ?? null);
  const confirmed = useSessionStore((state) => state.confirmed);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [requested, setRequested] = useState(false);

  if (!role) {
    return (
      <RouterLink to={homePathFor(null)} aria-label="Log in" className="sc-icon-button">
        <ShellIcon name="account" size={32} />
      </RouterLink>
    );
  }
  return (
    <>
      {role === 'Performer' && confirmed && (
        <Suspense fallback={null}>
          <BookingsBadge />
        </Suspense>
      )}
      <button
        type="button"
        id="account-button"
        aria-label="Account menu"
        aria-haspopup="menu"
        aria-expanded={Boolean(anchor)}
        aria-controls={anchor ? 'account-menu' : undefined}
        className="sc-icon-button"
        onClick={(event) => {
          setRequested(true);
          setAnchor(event.currentTarget);
        }}
      >
        <ShellIcon name="account" size={32} />
      </button>
      {requested && (
        <Suspense fallback={null}>
          <AccountMenu anchor={anchor} accountPath={homePathFor(role)} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}
