import { useNavigate } from 'react-router';
import { signOut } from '../../../lib/session';

/**
 * Logout from the header: signOut clears the session hint at once (the header updates), then
 * signs Firebase out, loading the SDK only now; the visitor lands on the home page.
 */
export function useLogout(): () => void {
  const navigate = useNavigate();
  return () => {
    void signOut().catch(() => undefined);
    void navigate('/', { replace: true });
  };
}
