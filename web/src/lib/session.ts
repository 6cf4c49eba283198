/**
 * The signed-in session as the rest of the app sees it: who (uid) and which role, kept in a small
 * store. A role hint is kept in localStorage so public pages (header account icon) know where
 * "my area" is without loading the Firebase SDK. The auth feature signs in and out through here.
 */
import type { Role } from '@scenecall/shared';
import { create } from 'zustand';

export const SESSION_HINT_KEY = 'token';

export interface SessionHint {
  uid: string;
  role: Role;
  /** Expiry of the ID token the hint was written with (ms since epoch). */
  expiresAt: number;
}

interface SessionState {
  hint: SessionHint | null;
  setHint: (hint: SessionHint | null) => void;
}

function readHint(): SessionHint | null {
  try {
    const raw = localStorage.getItem(SESSION_HINT_KEY);
    return raw ? (JSON.parse(raw) as SessionHint) : null;
  } catch {
    return null;
  }
}

export const useSessionStore = create<SessionState>((set) => ({
  hint: typeof localStorage === 'undefined' ? null : readHint(),
  setHint: (hint) => {
    if (hint) localStorage.setItem(SESSION_HINT_KEY, JSON.stringify(hint));
    else localStorage.removeItem(SESSION_HINT_KEY);
    set({ hint });
  },
}));

/** Where each role lands after login, and where the header's account icon goes. */
export function homePathFor(role: Role | null | undefined): string {
  return role ? `/${role.toLowerCase()}` : '/login';
}
