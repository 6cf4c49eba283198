import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

function elementOfHash(hash: string): HTMLElement | null {
  if (!hash) return null;
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return null; // a malformed %-escape names no element
  }
}

/**
 * Every navigation to a new page starts at the top (or at its `#hash`); Back and Forward return to
 * where that page was left. Not react-router's `<ScrollRestoration>`: it scrolls to the top when the
 * app first mounts, which would throw a visitor who scrolled a prerendered page before the app took
 * over back to the top. Here the first page is left alone, and the browser keeps restoring on reload.
 */
export function useNavigationScroll(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef(new Map<string, number>());
  const firstPage = useRef(true);

  useLayoutEffect(() => {
    const browserRestores = () => {
      window.history.scrollRestoration = 'auto';
    };
    window.history.scrollRestoration = 'manual';
    window.addEventListener('pagehide', browserRestores);
    return () => {
      window.removeEventListener('pagehide', browserRestores);
      browserRestores();
    };
  }, []);

  // Where this history entry is scrolled, kept while it is the current one. A layout effect, so the
  // listener moves to the new entry in the same commit that shows the new page.
  useLayoutEffect(() => {
    const save = () => positions.current.set(location.key, window.scrollY);
    window.addEventListener('scroll', save, { passive: true });
    return () => window.removeEventListener('scroll', save);
  }, [location.key]);

  useLayoutEffect(() => {
    if (firstPage.current) {
      firstPage.current = false;
      return;
    }
    const saved = positions.current.get(location.key);
    if (navigationType === 'POP' && saved !== undefined) {
      window.scrollTo(0, saved);
      return;
    }
    const target = elementOfHash(location.hash);
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [location.key, location.hash, navigationType]);
}
