import { useEffect, useState } from 'react';

/** Resolves once the browser has painted the next frame and then has a moment with nothing to do. */
export function afterNextPaintWhenIdle(): Promise<void> {
  return new Promise((resolve) =>
    requestAnimationFrame(() =>
      setTimeout(() => {
        if ('requestIdleCallback' in window) requestIdleCallback(() => resolve(), { timeout: 1000 });
        else resolve();
      }, 0),
    ),
  );
}

/**
 * False until what the component rendered with has been painted and the browser is idle: for
 * parts of a page below the fold, whose code should not be fetched before the page's own content shows.
 */
export function usePaintedAndIdle(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let mounted = true;
    void afterNextPaintWhenIdle().then(() => mounted && setReady(true));
    return () => {
      mounted = false;
    };
  }, []);
  return ready;
}
