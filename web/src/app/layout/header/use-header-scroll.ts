import { useRef, useState } from 'react';
import { useScrollFrame } from '../../../components/use-scroll-frame';
import { INITIAL_HEADER_SCROLL, nextHeaderScroll, type HeaderScrollState } from './header-scroll';

/** Tracks the window's scroll once per frame; re-renders only when hidden/compact actually change. */
export function useHeaderScroll(): Omit<HeaderScrollState, 'lastY'> {
  const [view, setView] = useState({ hidden: false, compactLogo: false });
  const state = useRef<HeaderScrollState>({
    ...INITIAL_HEADER_SCROLL,
    lastY: typeof window === 'undefined' ? 0 : window.scrollY,
  });
  useScrollFrame(() => {
    state.current = nextHeaderScroll(state.current, window.scrollY);
    const { hidden, compactLogo } = state.current;
    setView((current) =>
      current.hidden === hidden && current.compactLogo === compactLogo ? current : { hidden, compactLogo },
    );
  });
  return view;
}
