import type { Role } from '@scenecall/shared';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '../config/paths';
import { useKeepPageOnLeave } from '../lib/kept-page';
import { rememberRedirectTarget, resolveSessionWhenIdle, useSessionStore, type SessionHint } from '../lib/session';
import { NotAllowed } from './not-allowed';
import { PageLoading } from './page-loading';

type Check = { state: 'checking' } | { state: 'done'; session: SessionHint | null };

/**
 * Guards a group of routes: without a valid session the current path is remembered and the visitor
 * goes to /login; a signed-in user of another role sees the 'not allowed' page.
 */
export function RequireRole({ roles, children }: { roles: readonly Role[]; children?: ReactNode }) {
  const location = useLocation();
  const hint = useSessionStore((state) => state.hint);
  const [check, setCheck] = useState<Check>(() => (hint ? { state: 'checking' } : { state: 'done', session: null }));
  const uid = hint?.uid;
  const rolesKey = roles.join(' ');

  useEffect(() => {
    if (!uid) {
      setCheck({ state: 'done', session: null });
      return;
    }
    let current = true;
    const role = useSessionStore.getState().hint?.role;
    const rendersForHint = role !== undefined && rolesKey.split(' ').includes(role);
    void resolveSessionWhenIdle(rendersForHint).then((session) => {
      if (current) setCheck({ state: 'done', session });
    });
    return () => {
      current = false;
    };
  }, [uid, rolesKey]);

  const here = `${location.pathname}${location.search}${location.hash}`;
  const signedOut = !hint || (check.state === 'done' && !check.session);
  // After a logout on this page nothing is remembered (a 401 remembers the page itself).
  const hadSession = useRef(false);
  if (check.state === 'done' && check.session) hadSession.current = true;
  useEffect(() => {
    if (signedOut && !hadSession.current) rememberRedirectTarget(here);
  }, [signedOut, here]);

  useKeepPageOnLeave(uid, hint?.role, !signedOut && hint !== null && roles.includes(hint.role));

  if (signedOut) return <Navigate to={paths.login} replace />;
  return <div className="sc-reserve-viewport">{guarded(check, hint, roles, children)}</div>;
}

/**
 * While Firebase confirms the session, a page of the hint's own role renders at once: its data
 * requests carry the hint's token, which the server checks (a refused one is asked again with
 * Firebase's, lib/api-client.ts), and what it shows first comes from this user's own cache
 * (lib/query-persistence.ts). A session found ended then leads to /login, and its cache is dropped.
 */
function guarded(check: Check, hint: SessionHint | null, roles: readonly Role[], children?: ReactNode): ReactNode {
  if (check.state === 'checking') {
    if (hint && roles.includes(hint.role)) return children ?? <Outlet />;
    return <PageLoading label="Checking your session" />;
  }
  if (!check.session || !roles.includes(check.session.role)) return <NotAllowed />;
  return children ?? <Outlet />;
}
