import { Navigate, useLocation, type RouteObject } from 'react-router';
import { paths } from '../config/paths';

/** The older casting area's addresses (spec 2 §2) lead to the same screens under /casting. */
function OldCastingRedirect() {
  const { pathname, search, hash } = useLocation();
  const rest = pathname.slice(paths.oldCasting.root.length);
  return <Navigate to={`${paths.casting.root}${rest}${search}${hash}`} replace />;
}

export const oldCastingRoutes: RouteObject[] = [
  { path: paths.oldCasting.root, element: <OldCastingRedirect /> },
  { path: `${paths.oldCasting.root}/*`, element: <OldCastingRedirect /> },
];
