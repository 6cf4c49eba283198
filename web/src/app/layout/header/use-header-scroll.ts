import { useEffect, useState } from 'react';
import { INITIAL_HEADER_SCROLL, nextHeaderScroll, type HeaderScrollState } from './header-scroll';

/** Tracks the window's scroll once per frame; re-renders only when hidden/compact actually change. */
export function useHeaderScroll(): Omit<HeaderScrollState, 'lastY'> {
  const [view, setView] = useState({ hidden: false, compactLogo: false });
  useEffect(() => {
    let state = { ...INITIAL_HEADER_SCROLL, lastY: window.scrollY };
    let frame = 0;
    const update = () => {
      frame = 0;
      state = nextHeaderScroll(state, window.scrollY);
      const { hidden, compactLogo } = state;
      setView((current) =>
        current.hidden === hidden && current.compactLogo === compactLogo ? current : { hidden, compactLogo },
      );
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, []);
  return view;
}
