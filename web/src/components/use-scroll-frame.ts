import { useEffect, useRef } from 'react';

/**
 * Calls `onFrame` at most once per animation frame while the window scrolls (and on resize when
 * asked), and once at mount when `runAtMount`. The latest callback is always the one called.
 */
export function useScrollFrame(onFrame: () => void, options: { onResize?: boolean; runAtMount?: boolean } = {}): void {
  const callback = useRef(onFrame);
  useEffect(() => {
    callback.current = onFrame;
  });
  const { onResize = false, runAtMount = false } = options;
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      callback.current();
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    if (runAtMount) update();
    window.addEventListener('scroll', schedule, { passive: true });
    if (onResize) window.addEventListener('resize', schedule);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [onResize, runAtMount]);
}
