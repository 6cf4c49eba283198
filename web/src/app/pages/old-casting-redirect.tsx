import { Navigate, useLocation } from 'react-router';
import { paths } from '../../config/paths';

/** The older casting area's addresses (spec 2 §2) lead to the same screens under /casting. */
export default function OldCastingRedirect() {
  const { pathname, search, hash } = useLocation();
  const rest = pathname.slice(paths.oldCasting.root.length);
  return <Navigate to={`${paths.casting.root}${rest}${search}${hash}`} replace />;
}
