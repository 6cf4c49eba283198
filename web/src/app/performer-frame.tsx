/**
 * The performer area's layout route (issue 40), in the area's own chunk so it costs no request of
 * its own: an active account sees the page alone; a page the account's state refuses (the shared
 * `performerMay`, by what the page is for) leads to the commissions, which stay payable; a
 * suspended or deactivated account reads a notice above the page, whose code loads only for them.
 * The account is read after the page has painted (or from the copy kept from the last visit), so
 * it delays no page.
 */
import { performerMay, type AccountStanding } from '@scenecall/shared';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '../config/paths';
import { performerPageCapability } from '../config/performer-pages';
import { usePaintedAndIdle } from '../lib/after-paint';
import { currentUserQuery, standingIn } from '../lib/current-user-queries';

const STANDING_FRESH_MS = 30_000;

const AccountNotice = lazy(() => import('../components/performer-account-notice'));

/**
 * The account's standing once known (kept, or fetched after the first paint); undefined before. A
 * read the page itself made moments ago (the profile's) is not asked again.
 */
function usePerformerStanding(): AccountStanding | undefined {
  const painted = usePaintedAndIdle();
  const { data } = useQuery({ ...currentUserQuery, enabled: painted, staleTime: STANDING_FRESH_MS });
  return standingIn(data);
}

export function PerformerFrame() {
  const { pathname } = useLocation();
  const standing = usePerformerStanding();
  if (!standing || standing.state === 'active' || standing.state === 'pending-verification') return <Outlet />;
  if (!performerMay(standing.state, performerPageCapability(pathname))) {
    return <Navigate to={paths.performer.commissions} replace />;
  }
  return (
    <>
      <Suspense fallback={null}>
        <AccountNotice standing={standing} />
      </Suspense>
      <Outlet />
    </>
  );
}
