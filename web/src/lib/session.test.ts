// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import {
  homePathFor,
  rememberRedirectTarget,
  sessionEndedBy,
  takeRedirectTarget,
  useSessionStore,
  SESSION_HINT_KEY,
} from './session';

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe('the remembered login target', () => {
  it('is taken once', () => {
    rememberRedirectTarget('/admin/projects?page=2');
    expect(takeRedirectTarget()).toBe('/admin/projects?page=2');
    expect(takeRedirectTarget()).toBeNull();
  });

  it('keeps only same-site paths, never /login itself', () => {
    for (const target of ['https://evil.example/x', '//evil.example/x', '/login', 'admin']) {
      rememberRedirectTarget(target);
      expect(takeRedirectTarget(), target).toBeNull();
    }
  });
});

describe('the session hint', () => {
  it("is stored under the spec's key 'token' and cleared on sign-out", () => {
    useSessionStore.getState().setHint({ uid: 'u1', role: 'Casting', expiresAt: 1 });
    expect(JSON.parse(localStorage.getItem(SESSION_HINT_KEY) ?? '{}')).toMatchObject({ role: 'Casting' });
    useSessionStore.getState().setHint(null);
    expect(localStorage.getItem(SESSION_HINT_KEY)).toBeNull();
  });

  it('is confirmed only when Firebase vouched for it, and never once cleared', () => {
    const hint = { uid: 'u1', role: 'Performer' as const, expiresAt: 1 };
    useSessionStore.getState().setHint(hint);
    expect(useSessionStore.getState().confirmed).toBe(false);
    useSessionStore.getState().setHint(hint, true);
    expect(useSessionStore.getState().confirmed).toBe(true);
    useSessionStore.getState().setHint(null, true);
    expect(useSessionStore.getState().confirmed).toBe(false);
  });

  it('sends each role home', () => {
    expect(homePathFor('Admin')).toBe('/admin');
    expect(homePathFor('Casting')).toBe('/casting');
    expect(homePathFor('Performer')).toBe('/performer');
    expect(homePathFor(null)).toBe('/login');
  });
});

describe('a failed session check', () => {
  it('ends the session only when Firebase Auth says so, not when the check could not be made', () => {
    for (const code of ['auth/user-disabled', 'auth/user-token-expired', 'auth/user-not-found', 'auth/invalid-user-token']) {
      expect(sessionEndedBy({ code }), code).toBe(true);
    }
    expect(sessionEndedBy({ code: 'auth/network-request-failed' })).toBe(false);
    expect(sessionEndedBy(new TypeError('Failed to fetch dynamically imported module'))).toBe(false);
    expect(sessionEndedBy(new Error('An error occurred'))).toBe(false);
  });
});
