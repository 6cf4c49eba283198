import { useNavigate } from 'react-router';
import { useSessionStore } from '../../../lib/session';

/** Ends the session as far as the public shell knows it, then returns to the home page. */
export function useLogout(): () => void {
  const navigate = useNavigate();
  return () => {
    useSessionStore.getState().setHint(null);
    void navigate('/', { replace: true });
  };
}
