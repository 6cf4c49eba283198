import { lazy, Suspense, useState } from 'react';
import { ShellIcon } from '../../../components/shell-icons';
import { useSessionStore } from '../../../lib/session';
import { COUNT_BUBBLE_STYLE, countInBubble } from './count-bubble';

// The drawer (MUI Modal and transitions) loads the first time a visitor opens it.
const MobileDrawer = lazy(() => import('./mobile-drawer'));
// A performer's new open calls: counted in the account menu's chunk, as the bookings badge is, once
// Firebase has vouched for the session (see account-control.tsx).
const OpenCallsNews = lazy(() => import('./account-menu').then((module) => ({ default: module.OpenCallsNews })));

export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const performer = useSessionStore((state) => state.hint?.role === 'Performer' && state.confirmed);
  const [newOpenCalls, setNewOpenCalls] = useState(0);
  const news = performer ? newOpenCalls : 0;
  return (
    <>
      <button
        type="button"
        className="sc-icon-button sc-menu-button"
        aria-label={news > 0 ? `Open menu, ${news} new open call${news === 1 ? '' : 's'}` : 'Open menu'}
        aria-haspopup="dialog"
        aria-expanded={open}
        style={{ position: 'relative' }}
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
      >
        <ShellIcon name="menu" />
        {news > 0 && (
          <span aria-hidden="true" style={COUNT_BUBBLE_STYLE}>
            {countInBubble(news)}
          </span>
        )}
      </button>
      {performer && (
        <Suspense fallback={null}>
          <OpenCallsNews onCount={setNewOpenCalls} />
        </Suspense>
      )}
      {requested && (
        <Suspense fallback={null}>
          <MobileDrawer open={open} onClose={() => setOpen(false)} newOpenCalls={news} />
        </Suspense>
      )}
    </>
  );
}
