import { useDeferredValue, useEffect, useState, type ReactNode } from 'react';
import { whenFirstSignedInAnswer } from './api-client';

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
 * Resolves once the page's first signed-in answer (or, without one, `atLatestMs`) has been painted
 * and the browser is idle: for work a signed-in page can do after it has shown its data.
 */
export async function afterFirstAnswerPainted(atLatestMs: number): Promise<void> {
  await Promise.race([whenFirstSignedInAnswer(), new Promise((resolve) => setTimeout(resolve, atLatestMs))]);
  await afterNextPaintWhenIdle();
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

/**
 * Renders its children once what the page rendered with them has been painted and the browser is
 * idle, in a commit of their own: for the part of a page past a phone's first screen, so that the
 * page's first render (over a returning user's kept look, or when its data arrives) is not one
 * long task (issue 37).
 */
export function AfterPaint({ children }: { children: ReactNode }): ReactNode {
  const painted = useDeferredValue(usePaintedAndIdle());
  return painted ? children : null;
}
